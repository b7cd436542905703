import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { loadCollections } from "../../../app/content/collections.server";
import { GLOB_PATTERN_MAX_LENGTH } from "../../../app/config/constants";
import { contentErrorOf, copyFixture } from "./content-fixture";

let content: ReturnType<typeof copyFixture>;
beforeEach(() => {
  content = copyFixture();
});
afterEach(() => content.remove());

const STORY = "stories/kitchen-table/index.md";
const CONTRIBUTOR = "contributors/ana-ruiz/index.md";

function problemsAfter(relative: string, change: (text: string) => string) {
  content.edit(relative, change);
  return contentErrorOf(() => loadCollections(content.dir));
}

describe("loadCollections", () => {
  test("a valid sample passes, with slugs from folder names and Markdown rendered", () => {
    const collections = loadCollections(content.dir);
    expect(collections.newsrooms.map((n) => n.slug)).toEqual(["bayline"]);
    expect(collections.contributors.map((c) => c.slug)).toEqual(["ana-ruiz"]);
    const [story] = collections.stories;
    expect(story?.slug).toBe("kitchen-table");
    expect(story?.date).toBe("2020-10-14");
    expect(story?.bodyHtml).toBe("<p>Every morning at eight the table stopped being a table.</p>");
    expect(story?.video?.kind).toBe("file");
    expect(collections.site.settings.name).toBe("Test Site");
    expect(collections.site.introHtml).toBe("<p>The introduction.</p>");
  });

  test("the message names the file, the field, what was expected and what was found", () => {
    const error = problemsAfter(STORY, (t) => t.replace("chapter: struggle", "chapter: strugle"));
    expect(error.problems).toEqual([
      {
        file: content.file(STORY),
        field: "chapter",
        expected: 'the chapter: "struggle" or "forward"',
        found: '"strugle"',
      },
    ]);
    expect(error.message).toContain("kitchen-table/index.md");
    expect(error.message).toContain('field "chapter": expected the chapter: "struggle" or "forward"; found "strugle"');
  });

  test("every problem in every file is reported at once", () => {
    content.edit(STORY, (t) =>
      t.replace("chapter: struggle", "chapter: strugle").replace("title: The kitchen table\n", ""),
    );
    content.edit(CONTRIBUTOR, (t) => t.replace("age: 19", "age: old"));
    const error = contentErrorOf(() => loadCollections(content.dir));
    expect(error.problems.map((p) => [path.basename(path.dirname(p.file)), p.field])).toEqual([
      ["ana-ruiz", "age"],
      ["kitchen-table", "title"],
      ["kitchen-table", "chapter"],
    ]);
    expect(error.message).toMatch(/^The content has 3 problems\./);
  });

  test("a missing field says it is missing", () => {
    const error = problemsAfter(STORY, (t) => t.replace("summary: A table became a classroom.\n", ""));
    expect(error.problems[0]).toMatchObject({ field: "summary", found: "nothing (the field is missing)" });
  });

  test("missing alt text is an error", () => {
    const error = problemsAfter(STORY, (t) => t.replace("  alt: An illustrated table\n", ""));
    expect(error.problems[0]).toMatchObject({ field: "hero.alt", expected: expect.stringMatching(/^alt text/) });
  });

  test("empty alt text is an error", () => {
    const error = problemsAfter(CONTRIBUTOR, (t) => t.replace("alt: An illustrated portrait", 'alt: ""'));
    expect(error.problems[0]).toMatchObject({ field: "portrait.alt", found: "an empty text" });
  });

  test("a story hero without a credit is an error", () => {
    const error = problemsAfter(STORY, (t) => t.replace("  credit: The project\n", ""));
    expect(error.problems[0]?.field).toBe("hero.credit");
  });

  test("a local video without captions is an error", () => {
    const error = problemsAfter(STORY, (t) => t.replace("  captions: ../../media/clip.vtt\n", ""));
    expect(error.problems[0]).toMatchObject({
      field: "video.captions",
      expected: "a WebVTT captions file (ending in .vtt) for the video",
    });
  });

  test("a contributor without a video is an error naming the field", () => {
    const error = problemsAfter(CONTRIBUTOR, (t) => t.replace(/video:\n(?: {2}.*\n)+/, ""));
    expect(error.problems).toEqual([
      expect.objectContaining({
        file: content.file(CONTRIBUTOR),
        field: "video",
        found: "nothing (the field is missing)",
      }),
    ]);
  });

  test("a contributor's local video is checked like any other: its poster, captions and file", () => {
    const error = problemsAfter(CONTRIBUTOR, (t) =>
      t.replace(
        "  youtube: dQw4w9WgXcQ\n",
        "  src: ../../media/missing.mp4\n  poster:\n    src: ../../media/poster.svg\n    alt: A poster\n",
      ),
    );
    expect(error.problems.map((p) => [p.field, p.expected])).toEqual([
      ["video.captions", "a WebVTT captions file (ending in .vtt) for the video"],
    ]);
    content.edit(CONTRIBUTOR, (t) =>
      t.replace("    alt: A poster\n", "    alt: A poster\n  captions: ../../media/clip.vtt\n"),
    );
    const missing = contentErrorOf(() => loadCollections(content.dir));
    expect(missing.problems).toEqual([
      expect.objectContaining({ field: "video.src", expected: "a video file that exists, relative to this file" }),
    ]);
  });

  test("an unknown field (a typo) is an error", () => {
    const error = problemsAfter(STORY, (t) => t.replace("summary:", "sumary: typo\nsummary:"));
    expect(error.problems[0]).toMatchObject({
      field: "sumary",
      expected: "no such field (check its spelling, or remove it)",
      found: '"typo"',
    });
  });

  test("an unknown field inside an image is an error", () => {
    const error = problemsAfter(STORY, (t) =>
      t.replace("  credit: The project", "  credit: The project\n  captoin: x"),
    );
    expect(error.problems[0]?.field).toBe("hero.captoin");
  });

  test("a story naming a contributor that does not exist is an error", () => {
    const error = problemsAfter(STORY, (t) => t.replace("contributor: ana-ruiz", "contributor: nobody"));
    expect(error.problems[0]).toMatchObject({
      field: "contributor",
      expected: "the slug of an existing entry in content/contributors/ (one of: ana-ruiz)",
      found: '"nobody", which does not exist',
    });
  });

  test("a contributor naming a newsroom that does not exist is an error", () => {
    const error = problemsAfter(CONTRIBUTOR, (t) => t.replace("newsroom: bayline", "newsroom: fresno"));
    expect(error.problems[0]).toMatchObject({ file: content.file(CONTRIBUTOR), field: "newsroom" });
  });

  test("duplicate story slugs are an error", () => {
    mkdirSync(content.file("stories/second"));
    content.edit(STORY, (t) => t.replace("title: The kitchen table", "title: The kitchen table\nslug: same"));
    content.write(
      "stories/second/index.md",
      readFileSync(content.file(STORY), "utf8").replace("hero.svg", "../kitchen-table/hero.svg"),
    );
    const error = contentErrorOf(() => loadCollections(content.dir));
    expect(error.problems).toEqual([
      expect.objectContaining({ file: content.file("stories/second/index.md"), field: "slug", found: '"same"' }),
    ]);
    expect(error.problems[0]?.expected).toContain("a slug no other story uses");
  });

  test("a folder name that is not a valid slug is an error", () => {
    mkdirSync(content.file("stories/Kitchen_Table"));
    content.write(
      "stories/Kitchen_Table/index.md",
      readFileSync(content.file(STORY), "utf8").replace("hero.svg", "../kitchen-table/hero.svg"),
    );
    rmSync(content.file("stories/kitchen-table/index.md"));
    const error = contentErrorOf(() => loadCollections(content.dir));
    expect(error.problems.find((p) => p.field === "(folder name)")).toMatchObject({
      found: '"Kitchen_Table"',
      expected: expect.stringContaining("lowercase letters and digits joined by single hyphens"),
    });
  });

  test("an explicit slug that does not match the pattern is an error", () => {
    const error = problemsAfter(STORY, (t) =>
      t.replace("title: The kitchen table", "title: The kitchen table\nslug: Kitchen--Table"),
    );
    expect(error.problems[0]).toMatchObject({ field: "slug", found: '"Kitchen--Table"' });
  });

  test("an image file that does not exist is an error", () => {
    const error = problemsAfter(STORY, (t) => t.replace("src: hero.svg", "src: hero.jpg"));
    expect(error.problems[0]).toMatchObject({
      field: "hero.src",
      expected: "an image file that exists, relative to this file",
    });
    expect(error.problems[0]?.found).toContain('"hero.jpg"');
  });

  test("frontmatter that is not valid YAML names the line", () => {
    const error = problemsAfter(STORY, (t) =>
      t.replace("summary: A table became a classroom.", "summary: A table: a classroom: yes"),
    );
    expect(error.problems[0]).toMatchObject({ field: "(frontmatter)", found: expect.stringContaining("on line 7") });
  });

  test("an entry written as a file instead of a folder is an error", () => {
    content.write("stories/loose.md", "---\ntitle: x\n---\n");
    const error = contentErrorOf(() => loadCollections(content.dir));
    expect(error.problems[0]).toMatchObject({
      file: content.file("stories/loose.md"),
      found: "a file directly in the collection folder",
    });
  });

  test("a story without a body is an error", () => {
    const error = problemsAfter(STORY, (t) => t.replace("Every morning at eight the table stopped being a table.", ""));
    expect(error.problems[0]).toMatchObject({ field: "(body)", found: "nothing" });
  });

  test("a draft is kept out of the build, and so is what depends on it", () => {
    content.edit(CONTRIBUTOR, (t) => t.replace("sample: true", "sample: true\ndraft: true"));
    const collections = loadCollections(content.dir);
    expect(collections.contributors).toEqual([]);
    expect(collections.stories).toEqual([]);
    expect(collections.skipped).toEqual([
      { entry: "contributors/ana-ruiz", reason: "draft: true" },
      { entry: "stories/kitchen-table", reason: 'its contributor "ana-ruiz" is a draft or excluded' },
    ]);
  });

  test("a story kept out because its newsroom is a draft counts as a kept-out story, not a contributor", () => {
    mkdirSync(content.file("newsrooms/drafty"));
    content.write("newsrooms/drafty/index.md", "---\ndraft: true\n---\n");
    content.edit(STORY, (t) => t.replace("newsroom: bayline", "newsroom: drafty"));
    // A second story names, as its contributor, the slug of the story kept out: no such contributor.
    cpSync(content.file("stories/kitchen-table"), content.file("stories/second"), { recursive: true });
    content.edit("stories/second/index.md", (t) =>
      t.replace("newsroom: drafty", "newsroom: bayline").replace("contributor: ana-ruiz", "contributor: kitchen-table"),
    );
    const error = contentErrorOf(() => loadCollections(content.dir));
    expect(error.problems).toEqual([
      {
        file: content.file("stories/second/index.md"),
        field: "contributor",
        expected: "the slug of an existing entry in content/contributors/ (one of: ana-ruiz)",
        found: '"kitchen-table", which does not exist',
      },
    ]);
  });

  test("a draft is not validated", () => {
    mkdirSync(content.file("stories/unfinished"));
    content.write("stories/unfinished/index.md", "---\ntitle: Not yet\ndraft: true\n---\n");
    expect(loadCollections(content.dir).stories).toHaveLength(1);
  });

  test("entries matching an exclude glob are kept out, unparsed", () => {
    mkdirSync(content.file("stories/wip-notes"));
    content.write("stories/wip-notes/index.md", "---\nnot: [valid\n---\n");
    const collections = loadCollections(content.dir);
    expect(collections.stories.map((s) => s.slug)).toEqual(["kitchen-table"]);
    expect(collections.skipped).toEqual([
      { entry: "stories/wip-notes", reason: "matches an exclude pattern in site.md" },
    ]);
  });

  test("a glob pattern longer than the specification's limit is rejected, naming the setting", () => {
    const long = `stories/${"a".repeat(GLOB_PATTERN_MAX_LENGTH)}`;
    const error = problemsAfter("site.md", (t) =>
      t.replace('  - "stories/**/wip-*"', `  - "stories/**/wip-*"\n  - "${long}"`),
    );
    expect(error.problems).toEqual([
      {
        file: content.file("site.md"),
        field: "exclude.1",
        expected: "a glob pattern of at most 65536 characters",
        found: `a pattern of ${long.length} characters`,
      },
    ]);
  });

  test("a pattern of exactly the limit passes the length check", () => {
    const pattern = `stories/${"a".repeat(GLOB_PATTERN_MAX_LENGTH - "stories/".length)}`;
    content.edit("site.md", (t) => t.replace('  - "stories/**/wip-*"', `  - "${pattern}"`));
    let problems: { expected: string }[] = [];
    try {
      loadCollections(content.dir);
    } catch (error) {
      problems = (error as { problems: { expected: string }[] }).problems;
    }
    expect(problems.map((p) => p.expected)).not.toContain("a glob pattern of at most 65536 characters");
  });

  test("a glob pattern that does not parse is rejected, naming the setting", () => {
    const error = problemsAfter("site.md", (t) => t.replace('"stories/**/wip-*"', '"stories/**/[wip-*"'));
    expect(error.problems[0]).toMatchObject({
      file: content.file("site.md"),
      field: "exclude.0",
      expected: 'a glob pattern that parses, like "stories/**/wip-*"',
    });
    expect(error.problems[0]?.found).toContain('"stories/**/[wip-*", which does not');
  });

  test("the chapters must list each chapter once", () => {
    const error = problemsAfter("site.md", (t) => t.replace("  - id: forward", "  - id: struggle"));
    expect(error.problems[0]).toMatchObject({
      field: "chapters",
      expected: "each chapter (struggle and forward) listed exactly once",
    });
  });

  test("a missing collection folder is an error", () => {
    rmSync(content.file("newsrooms"), { recursive: true });
    writeFileSync(content.file("README"), "");
    const error = contentErrorOf(() => loadCollections(content.dir));
    expect(error.problems.some((p) => p.file === content.file("newsrooms") && p.found === "no such folder")).toBe(true);
  });
});

describe("loadCollections with several broken files", () => {
  test("checks the references of an entry even when its other fields are broken", () => {
    const content = copyFixture();
    try {
      content.edit(STORY, (t) =>
        t.replace("chapter: struggle", "chapter: strugle").replace("contributor: ana-ruiz", "contributor: nobody"),
      );
      const error = contentErrorOf(() => loadCollections(content.dir));
      expect(error.problems.map((p) => p.field)).toEqual(["chapter", "contributor"]);
    } finally {
      content.remove();
    }
  });
});
