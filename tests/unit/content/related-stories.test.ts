import { describe, expect, test } from "vitest";
import type { ContentProblem } from "../../../app/content/content-error.server";
import { type RelatableStory, chooseRelatedStories } from "../../../app/content/related-stories.server";
import { termVectors, wordLikeness } from "../../../app/content/term-vectors.server";

const story = (slug: string, contributor: string, fields: Partial<RelatableStory> = {}): RelatableStory => ({
  slug,
  file: `content/stories/${slug}/index.md`,
  contributor,
  newsroom: "valley-ink",
  chapter: "struggle",
  tags: [],
  related: [],
  title: slug,
  summary: "",
  bodyHtml: "<p>An ordinary year.</p>",
  ...fields,
});

const STORIES = [
  story("hotspot-homework", "ana", {
    tags: ["internet-access", "remote-learning"],
    bodyHtml: "<p>The hotspot in the parking lot was the only internet for homework and classes.</p>",
  }),
  story("router-bus", "ben", {
    tags: ["internet-access"],
    bodyHtml: "<p>A school bus with a router carried the internet to homework in the fields.</p>",
  }),
  story("kitchen-classroom", "cai", {
    tags: ["remote-learning", "family"],
    bodyHtml: "<p>Three laptops and one hotspot made a classroom of the kitchen table.</p>",
  }),
  story("harvest-heat", "dee", {
    tags: ["farm-work"],
    newsroom: "desert-bloom",
    chapter: "forward",
    bodyHtml: "<p>The grape harvest in the heat, with masks, before sunrise.</p>",
  }),
  story("grape-rows", "eli", {
    tags: ["farm-work"],
    newsroom: "desert-bloom",
    chapter: "forward",
    bodyHtml: "<p>Rows of grapes and raisins drying in the heat of the harvest.</p>",
  }),
  story("ana-second", "ana", {
    tags: ["internet-access", "remote-learning"],
    bodyHtml: "<p>More homework on the hotspot, the internet again in the parking lot.</p>",
  }),
];

describe("chooseRelatedStories", () => {
  test("never offers a story itself or its contributor's own, and gives each story three others", () => {
    const related = chooseRelatedStories(STORIES, []);
    for (const s of STORIES) {
      const chosen = related.get(s.slug)!;
      expect(chosen).toHaveLength(3);
      expect(chosen).not.toContain(s.slug);
      for (const slug of chosen) expect(STORIES.find((o) => o.slug === slug)!.contributor).not.toBe(s.contributor);
    }
  });

  test("ranks by what stories share: themes and words first", () => {
    const related = chooseRelatedStories(STORIES, []);
    expect(related.get("hotspot-homework")!.slice(0, 2).sort()).toEqual(["kitchen-classroom", "router-bus"]);
    expect(related.get("harvest-heat")![0]).toBe("grape-rows");
    // Not the same set for every story.
    expect(new Set([...related.values()].map((slugs) => slugs.join())).size).toBeGreaterThan(1);
  });

  test("shows an editor's pins first, however little the stories share", () => {
    const pinned = STORIES.map((s) => (s.slug === "hotspot-homework" ? { ...s, related: ["grape-rows"] } : s));
    const related = chooseRelatedStories(pinned, []).get("hotspot-homework")!;
    expect(related[0]).toBe("grape-rows");
    expect(related).toHaveLength(3);
  });

  test("reports a pin naming no story, the contributor's own story, or one twice, with file, field and value", () => {
    const problems: ContentProblem[] = [];
    const pinned = STORIES.map((s) =>
      s.slug === "router-bus" ? { ...s, related: ["no-such-story", "kitchen-classroom", "kitchen-classroom"] } : s,
    );
    chooseRelatedStories(
      pinned.map((s) => (s.slug === "hotspot-homework" ? { ...s, related: ["ana-second"] } : s)),
      problems,
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: "content/stories/hotspot-homework/index.md",
        field: "related.0",
        found: expect.stringContaining('"ana-second"'),
      }),
      expect.objectContaining({
        file: "content/stories/router-bus/index.md",
        field: "related.0",
        found: expect.stringContaining('"no-such-story"'),
      }),
      expect.objectContaining({ file: "content/stories/router-bus/index.md", field: "related.2" }),
    ]);
  });

  test("with too few other contributors, fills the rest from the ones there are", () => {
    const two = [story("a1", "ana"), story("b1", "ben"), story("b2", "ben"), story("b3", "ben")];
    expect(chooseRelatedStories(two, []).get("a1")).toHaveLength(3);
  });
});

describe("wordLikeness", () => {
  test("is 1 for the same words, 0 for none shared, and in between for some", () => {
    const likeness = wordLikeness(
      termVectors(["harvest grapes heat", "harvest grapes heat", "laptops hotspot classroom", "grapes laptops"]),
    );
    const first = likeness(0);
    expect(first[1]).toBeCloseTo(1);
    expect(first[2]).toBe(0);
    expect(first[3]).toBeGreaterThan(0);
    expect(first[3]).toBeLessThan(1);
  });
});
