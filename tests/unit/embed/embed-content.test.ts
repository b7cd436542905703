import { describe, expect, it } from "vitest";
import type { Contributor, StoryPage, Video } from "../../../app/content/types";
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

  describe("a story's view", () => {
    const contributor = { slug: "ana-ruiz", name: "Ana Ruiz" };
    const view = { kind: "story", slug: "kitchen-table", name: "The kitchen table school", contributor } as const;
    const other = { slug: "night-shift", title: "Night shift", contributor };
    const story = {
      slug: "kitchen-table",
      title: "The kitchen table school",
      summary: "Four students, three laptops.",
      contributor,
      hero: { alt: "A kitchen table" },
      bodyHtml: "<p>We had three laptops.</p>",
    } as StoryPage["story"];

    it("leads with a story that has no video, rather than the featured video", () => {
      const storyPage = { story, moreByContributor: [other] } as StoryPage;
      const content = embedContent(view, { listing, featuredVideo, storyPage, contributorHeading: "More by {name}" });
      expect(content.video).toBeUndefined();
      expect(content.lead).toEqual({
        title: "The kitchen table school",
        path: "/contribuitor/ana-ruiz/kitchen-table",
        hero: story.hero,
        bodyHtml: story.bodyHtml,
        summary: story.summary,
      });
      expect(content.heading).toEqual({ text: "More by Ana Ruiz", path: "/contribuitor/ana-ruiz" });
      expect(content.stories).toEqual([other]);
    });

    it("plays a story's own video, its image as the poster, with the story first in its strip", () => {
      const storyPage = { story: { ...story, video: ownVideo }, moreByContributor: [other] } as StoryPage;
      const content = embedContent(view, { listing, featuredVideo, storyPage });
      expect(content.video).toEqual({ ...ownVideo, poster: story.hero });
      expect(content.lead).toBeUndefined();
      expect(content.stories.map(({ slug }) => slug)).toEqual(["kitchen-table", "night-shift"]);
    });
  });
});
