import { describe, expect, it } from "vitest";
import type { Contributor, Video } from "../../../app/content/types";
import { embedContent } from "../../../app/embed/embed-content";
import { sampleListing } from "./sample-listing";

const featuredVideo = { kind: "youtube", id: "abc", title: "The project" } as Video;
const ownVideo = { kind: "youtube", id: "def", title: "Ana's year" } as Video;
const listing = sampleListing;
const profile = {
  slug: "ana-ruiz",
  name: "Ana Ruiz",
  video: ownVideo,
  stories: [{ slug: "kitchen-table", title: "The kitchen table school" }],
} as Contributor;

describe("embedContent", () => {
  it("shows the featured video and every story by default", () => {
    const content = embedContent({ kind: "default" }, { listing, featuredVideo });
    expect(content.heading).toEqual({ text: "Stories", path: "/#stories" });
    expect(content.video).toBe(featuredVideo);
    expect(content.stories.map((s) => s.slug)).toEqual(["kitchen-table", "night-shift", "first-paycheck"]);
  });

  it("shows a newsroom's name and its contributors' stories", () => {
    const content = embedContent(
      { kind: "newsroom", slug: "bayline", name: "Bayline Youth Media" },
      { listing, featuredVideo },
    );
    expect(content.heading).toEqual({ text: "Bayline Youth Media", path: "/#newsroom-bayline" });
    expect(content.stories.map((s) => s.slug)).toEqual(["kitchen-table", "first-paycheck"]);
  });

  it("shows a contributor's own video and stories from their page's payload", () => {
    const content = embedContent(
      { kind: "contributor", slug: "ana-ruiz", name: "Ana Ruiz" },
      { listing, featuredVideo, profile },
    );
    expect(content).toEqual({
      heading: { text: "Ana Ruiz", path: "/contribuitor/ana-ruiz" },
      morePath: "/contribuitor/ana-ruiz",
      video: ownVideo,
      stories: [
        {
          slug: "kitchen-table",
          title: "The kitchen table school",
          contributor: { slug: "ana-ruiz", name: "Ana Ruiz" },
        },
      ],
    });
  });

  it("never shows another contributor's payload for the chosen one", () => {
    const content = embedContent(
      { kind: "contributor", slug: "lin-tran", name: "Lin Tran" },
      { listing, featuredVideo, profile },
    );
    expect(content.video).toBe(featuredVideo);
    expect(content.heading.text).toBe("Stories");
  });
});
