import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { ContentError } from "../../../app/content/content-error.server";
import { listContentAssets } from "../../../scripts/content-build/content-assets";
import { copyFixture, withContentEnvironment } from "./content-fixture";

let content: ReturnType<typeof copyFixture>;
beforeEach(() => {
  content = copyFixture();
});
withContentEnvironment(() => content.dir);
afterEach(() => content.remove());

describe("listContentAssets", () => {
  test("lists every variant, video and captions file the content uses", async () => {
    const names = await listContentAssets();
    expect(names.filter((n) => n.startsWith("hero-")).length).toBeGreaterThan(2);
    expect(names.some((n) => /^clip-[0-9a-f]{12}\.mp4$/.test(n))).toBe(true);
    expect(names.some((n) => /^clip-[0-9a-f]{12}\.vtt$/.test(n))).toBe(true);
  });

  test("lists the captions a translation names too, so the Spanish pages' tracks resolve", async () => {
    const names = await listContentAssets();
    // The fixture's kitchen-table/index.es.md names media/clip.es.vtt for its video.
    expect(names.some((n) => /^clip-es-[0-9a-f]{12}\.vtt$/.test(n))).toBe(true);
  });

  test("an image that cannot be decoded is reported with the Markdown file and field that name it", async () => {
    content.write("stories/kitchen-table/hero.svg", "this is not an image");
    content.write("contributors/ana-ruiz/portrait.svg", "nor is this");
    const error = await listContentAssets().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems.map((p) => [path.basename(path.dirname(p.file)), p.field])).toEqual([
      ["ana-ruiz", "portrait.src"],
      ["kitchen-table", "hero.src"],
    ]);
  });
});
