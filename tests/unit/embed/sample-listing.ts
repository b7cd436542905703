import type { EmbedListing } from "../../../app/embed/embed-listing";

/** A small embed listing: two newsrooms, a contributor in each, three stories. */
export const sampleListing: EmbedListing = {
  newsrooms: [
    { slug: "bayline", name: "Bayline Youth Media" },
    { slug: "valley-ink", name: "Valley Ink" },
  ],
  contributors: [
    { slug: "ana-ruiz", name: "Ana Ruiz", newsroom: "bayline" },
    { slug: "lin-tran", name: "Lin Tran", newsroom: "valley-ink" },
  ],
  stories: [
    { slug: "kitchen-table", title: "The kitchen table school", contributor: "ana-ruiz" },
    { slug: "night-shift", title: "Night shift", contributor: "lin-tran" },
    { slug: "first-paycheck", title: "First paycheck", contributor: "ana-ruiz" },
  ],
};
