import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { loadCollections } from "../../../app/content/collections.server";
import { toTranscript } from "../../../app/content/videos.server";
import { contentErrorOf, copyFixture } from "./content-fixture";

// Audio description in the front matter (issue 47, WCAG 1.2.5): a local video's descriptions
// track and described version, checked with errors naming file, field and value.

let content: ReturnType<typeof copyFixture>;
beforeEach(() => {
  content = copyFixture();
});
afterEach(() => content.remove());

const STORY = "stories/kitchen-table/index.md";
const STORY_ES = "stories/kitchen-table/index.es.md";
const CAPTIONS = "  captions: ../../media/clip.vtt\n";
const DESCRIPTIONS_VTT = "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nA kitchen table covered in schoolbooks.\n";

/** The story's video with these lines added after its captions. */
function withVideoLines(lines: string) {
  content.edit(STORY, (text) => text.replace(CAPTIONS, `${CAPTIONS}${lines}`));
}

/** The build's problems. (A file the English front matter names is missing for its translation too: listed twice.) */
const problems = () => contentErrorOf(() => loadCollections(content.dir)).problems;

describe("a video's audio description", () => {
  test("a descriptions track and a described version are read beside the file, in each language", async () => {
    content.write("media/clip.descriptions.vtt", DESCRIPTIONS_VTT);
    content.write("media/clip.descriptions.es.vtt", DESCRIPTIONS_VTT.replace(/A kitchen.*/, "Una mesa con libros."));
    content.write("media/clip.described.mp4", "");
    withVideoLines(
      "  descriptions: ../../media/clip.descriptions.vtt\n  describedSrc: ../../media/clip.described.mp4\n",
    );
    content.edit(STORY_ES, (text) =>
      text.replace(
        "  captions: ../../media/clip.es.vtt\n",
        "  captions: ../../media/clip.es.vtt\n  descriptions: ../../media/clip.descriptions.es.vtt\n",
      ),
    );
    const { stories, editions } = loadCollections(content.dir);
    expect(stories[0]?.video).toMatchObject({
      descriptions: content.file("media/clip.descriptions.vtt"),
      describedFile: content.file("media/clip.described.mp4"),
    });
    expect(stories[0]?.video).not.toHaveProperty("descriptionsLang");
    expect(editions.es.stories[0]?.video).toMatchObject({
      descriptions: content.file("media/clip.descriptions.es.vtt"),
      descriptionsLang: "es",
    });

    // The transcript has the description where it falls, marked as one, before the words said at that moment.
    const transcript = await toTranscript(stories[0]?.video, "en");
    expect(transcript?.cues[0]).toEqual({
      start: 0,
      text: "A kitchen table covered in schoolbooks.",
      description: true,
    });
    expect(transcript?.cues.slice(1).every((cue) => !cue.description)).toBe(true);
  });

  test("a descriptions file that does not exist names the field and the file", () => {
    withVideoLines("  descriptions: ../../media/nowhere.vtt\n");
    expect(problems()).toContainEqual(
      expect.objectContaining({
        file: content.file(STORY),
        field: "video.descriptions",
        expected: "a descriptions file that exists, relative to this file",
        found: expect.stringContaining('"../../media/nowhere.vtt"'),
      }),
    );
  });

  test("a descriptions file that is not WebVTT by its name is refused", () => {
    withVideoLines("  descriptions: ../../media/clip.descriptions.txt\n");
    expect(problems()).toContainEqual(
      expect.objectContaining({
        file: content.file(STORY),
        field: "video.descriptions",
        expected: "a WebVTT descriptions file (ending in .vtt)",
        found: '"../../media/clip.descriptions.txt"',
      }),
    );
  });

  test("an empty descriptions track, or one that is not WebVTT inside, is refused", () => {
    content.write("media/empty.vtt", "WEBVTT\n");
    withVideoLines("  descriptions: ../../media/empty.vtt\n");
    expect(problems()).toContainEqual(
      expect.objectContaining({
        file: content.file(STORY),
        field: "video.descriptions",
        expected: expect.stringMatching(/^a WebVTT descriptions file/),
        found: '"../../media/empty.vtt", which has no cues',
      }),
    );
    content.write("media/empty.vtt", "Just some words\n");
    expect(problems()).toContainEqual(
      expect.objectContaining({
        field: "video.descriptions",
        found: expect.stringMatching(/^"..\/..\/media\/empty.vtt": /),
      }),
    );
  });

  test("a described version must be an MP4 that exists", () => {
    withVideoLines("  describedSrc: ../../media/clip.described.mov\n");
    expect(problems()).toContainEqual(
      expect.objectContaining({
        file: content.file(STORY),
        field: "video.describedSrc",
        expected: "an MP4 video file with the descriptions voiced (ending in .mp4)",
      }),
    );
    content.edit(STORY, (text) => text.replace("clip.described.mov", "clip.described.mp4"));
    expect(problems()).toContainEqual(
      expect.objectContaining({
        file: content.file(STORY),
        field: "video.describedSrc",
        expected: "a described video file that exists, relative to this file",
      }),
    );
  });

  test("a YouTube video takes no audio description of ours", () => {
    content.write("media/clip.descriptions.vtt", DESCRIPTIONS_VTT);
    content.edit(STORY, (text) =>
      text
        .replace("  src: ../../media/clip.mp4\n", "  youtube: dQw4w9WgXcQ\n  duration: '1:05'\n")
        .replace(CAPTIONS, `${CAPTIONS}  descriptions: ../../media/clip.descriptions.vtt\n`),
    );
    expect(problems()).toContainEqual(
      expect.objectContaining({
        field: "video.descriptions",
        expected: "no audio description for a YouTube video (YouTube plays its own); only for a local MP4 (src)",
      }),
    );
  });
});
