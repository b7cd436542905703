/**
 * Where a reader can pass a story on without the Web Share API: each service's own "compose"
 * address, filled with the story's title, summary and URL. Ordinary links: nothing of the
 * services loads until the reader picks one. Client-safe; loaded with the share list, on demand.
 *
 * The addresses are the services' documented share links: X's Post Web Intent
 * (https://docs.x.com/x-for-websites/post-button/guides/web-intent), Bluesky's compose intent
 * (https://docs.bsky.app/docs/advanced-guides/intent-links), WhatsApp's click-to-chat link
 * without a number (`wa.me/?text=`), and Facebook's sharer (`sharer.php?u=`).
 */

/** What is shared: a story (or a contributor's page) in the page's language. */
export interface SharedItem {
  title: string;
  /** One line saying what it is: the story's summary, the contributor's bio. */
  text: string;
  /** Absolute, canonical, without tracking parameters. */
  url: string;
}

/** The analytics name of each way to share, as the `share` event's `method` reports it. */
export type ShareMethod = "web_share" | "email" | "whatsapp" | "facebook" | "x" | "bluesky" | "copy_link";

export interface ShareService {
  method: Exclude<ShareMethod, "web_share" | "copy_link">;
  /** The service's own name, the same in every language; absent for email, which the page's texts name. */
  name?: string;
  href: (item: SharedItem) => string;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString().replace(/\+/g, "%20");

export const SHARE_SERVICES: readonly ShareService[] = [
  {
    method: "email",
    // mailto: wants %20 for spaces (RFC 6068), which URLSearchParams writes as "+".
    href: ({ title, text, url }) => `mailto:?${query({ subject: title, body: `${text}\n\n${url}` })}`,
  },
  {
    method: "whatsapp",
    name: "WhatsApp",
    href: ({ title, url }) => `https://wa.me/?${query({ text: `${title} ${url}` })}`,
  },
  {
    method: "facebook",
    name: "Facebook",
    href: ({ url }) => `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`,
  },
  { method: "x", name: "X", href: ({ title, url }) => `https://x.com/intent/tweet?${query({ text: title, url })}` },
  {
    method: "bluesky",
    name: "Bluesky",
    href: ({ title, url }) => `https://bsky.app/intent/compose?${query({ text: `${title} ${url}` })}`,
  },
];
