import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import picomatch from "picomatch";
import { describe, expect, test } from "vitest";
import { loadCollections } from "../../../app/content/collections.server";

describe("the sample content in content/", () => {
  const collections = loadCollections(path.resolve("content"));

  test("has the four newsrooms, three contributors each", () => {
    expect(collections.newsrooms.map((n) => n.region)).toEqual([
      "Oakland",
      "Fresno",
      "Los Angeles",
      "Eastern Coachella Valley",
    ]);
    for (const newsroom of collections.newsrooms) {
      expect(
        collections.contributors.filter((c) => c.newsroom === newsroom.slug).length,
        newsroom.slug,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  test("has at least 16 stories across both chapters, at least two with video, one a local file", () => {
    expect(collections.stories.length).toBeGreaterThanOrEqual(16);
    expect(new Set(collections.stories.map((s) => s.chapter))).toEqual(new Set(["struggle", "forward"]));
    const videos = collections.stories.flatMap((s) => (s.video ? [s.video.kind] : []));
    expect(videos.length).toBeGreaterThanOrEqual(2);
    expect(videos).toContain("file");
    expect(collections.site.featuredVideo.kind).toBe("file");
  });

  test("every entry is marked as sample, and every contributor has a story", () => {
    for (const entry of [...collections.newsrooms, ...collections.contributors, ...collections.stories]) {
      expect(entry.sample, entry.file).toBe(true);
    }
    for (const contributor of collections.contributors) {
      expect(
        collections.stories.some((s) => s.contributor === contributor.slug),
        contributor.slug,
      ).toBe(true);
    }
  });

  test("is translated into Spanish: the settings, every newsroom, most contributors and stories, a few left in English", () => {
    const { site, newsrooms, contributors, stories } = collections.editions.es;
    const translated = (list: { lang: string }[]) => list.filter((entry) => entry.lang === "es").length;
    expect(site.lang).toBe("es");
    expect(translated(newsrooms)).toBe(newsrooms.length);
    expect(translated(contributors)).toBeGreaterThanOrEqual(10);
    expect(translated(contributors)).toBeLessThan(contributors.length);
    expect(translated(stories)).toBeGreaterThanOrEqual(15);
    expect(translated(stories)).toBeLessThan(stories.length);
    for (const entry of [...newsrooms, ...contributors, ...stories]) expect(entry.sample, entry.file).toBe(true);
  });

  test("keeps every draft and every excluded story out, saying why, and shows at least one of each", () => {
    const site = matter(readFileSync(path.resolve("content/site.md"), "utf8")).data as { exclude?: string[] };
    const excluded = picomatch(site.exclude ?? []);
    const expected = readdirSync(path.resolve("content/stories")).flatMap((folder) => {
      const { data } = matter(readFileSync(path.resolve("content/stories", folder, "index.md"), "utf8"));
      const entry = `stories/${folder}`;
      if (data.draft === true) return [{ entry, reason: "draft: true" }];
      if (excluded(entry)) return [{ entry, reason: "matches an exclude pattern in site.md" }];
      return [];
    });
    expect(new Set(expected.map((e) => e.reason))).toEqual(
      new Set(["draft: true", "matches an exclude pattern in site.md"]),
    );
    expect(collections.skipped).toEqual(expect.arrayContaining(expected));
    const kept = new Set(collections.stories.map((story) => `stories/${path.basename(path.dirname(story.file))}`));
    for (const { entry } of expected) expect(kept.has(entry), entry).toBe(false);
  });
});
