import { writeFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { loadCollections } from "../../../app/content/collections.server";
import { isoDuration } from "../../../app/page-head/structured-data.server";
import { getVideoDuration } from "../../../app/content/video-duration.server";
import { contentErrorOf, copyFixture } from "./content-fixture";

let content: ReturnType<typeof copyFixture>;
beforeEach(() => {
  content = copyFixture();
});
afterEach(() => content.remove());

const STORY = "stories/kitchen-table/index.md";
/** The fixture story's local video made a YouTube one, its poster kept: `lines` replace its file and captions. */
function withStoryVideo(lines: string) {
  content.edit(STORY, (text) => {
    expect(text).toContain("  src: ../../media/clip.mp4\n");
    return text.replace("  src: ../../media/clip.mp4\n", lines).replace("  captions: ../../media/clip.vtt\n", "");
  });
}

describe("a video's length", () => {
  test("is written as schema.org reads it", () => {
    expect([8, 60, 125, 3600, 3725].map(isoDuration)).toEqual(["PT8S", "PT1M", "PT2M5S", "PT1H", "PT1H2M5S"]);
  });

  test("a local MP4's is read from the file, to the second", async () => {
    await expect(getVideoDuration(content.file("media/clip.mp4"))).resolves.toBe(6);
  });

  test("a file that is not an MP4 stops the build, naming it", async () => {
    const broken = content.file("media/broken.mp4");
    writeFileSync(broken, "not really a video");
    await expect(getVideoDuration(broken)).rejects.toMatchObject({
      problems: [expect.objectContaining({ file: broken, expected: "an MP4 video file" })],
    });
  });

  test("a story's YouTube video gives its length and its captions, the transcript's source", () => {
    withStoryVideo("  youtube: dQw4w9WgXcQ\n");
    const error = contentErrorOf(() => loadCollections(content.dir));
    expect(error.problems.map((p) => [p.file, p.field, p.found])).toEqual([
      [content.file(STORY), "video.duration", "nothing (the field is missing)"],
      [content.file(STORY), "video.captions", "nothing (the field is missing)"],
    ]);
    expect(error.problems[1]!.expected).toMatch(/which its page shows as the transcript/);

    content.edit(STORY, (text) =>
      text.replace(
        "  youtube: dQw4w9WgXcQ\n",
        '  youtube: dQw4w9WgXcQ\n  duration: "3:25"\n  captions: ../../media/clip.vtt\n',
      ),
    );
    const [story] = loadCollections(content.dir).stories;
    expect(story?.video).toMatchObject({ kind: "youtube", duration: 205 });
  });

  test("a length that is not minutes:seconds is an error naming the field", () => {
    withStoryVideo('  youtube: dQw4w9WgXcQ\n  duration: "3:75"\n  captions: ../../media/clip.vtt\n');
    const wrong = contentErrorOf(() => loadCollections(content.dir));
    expect(wrong.problems).toEqual([
      expect.objectContaining({
        field: "video.duration",
        expected: expect.stringMatching(/minutes:seconds like 3:25/),
      }),
    ]);
  });

  test("a local MP4 takes no length by hand: the file has it", () => {
    content.edit(STORY, (text) =>
      text.replace("  src: ../../media/clip.mp4\n", '  src: ../../media/clip.mp4\n  duration: "0:06"\n'),
    );
    const error = contentErrorOf(() => loadCollections(content.dir));
    expect(error.problems).toEqual([
      expect.objectContaining({
        field: "video.duration",
        expected: expect.stringMatching(/^no duration for a local MP4/),
      }),
    ]);
  });
});
