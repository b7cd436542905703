import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { editionVideos, loadCollections, videoMediaFiles } from "../../../app/content/collections.server";
import { getContributor } from "../../../app/content/contributor-queries.server";
import { getHomePage, getSiteSettings } from "../../../app/content/site-queries.server";
import { storyTranslationSchema } from "../../../app/content/story-schema.server";
import { translationSchemaOf, words } from "../../../app/content/translatable.server";
import { contentErrorOf, copyFixture, withContentEnvironment } from "./content-fixture";

let content: ReturnType<typeof copyFixture>;
beforeEach(() => {
  content = copyFixture();
});
afterEach(() => content.remove());

const STORY_ES = "stories/kitchen-table/index.es.md";
const NEWSROOM_ES = "newsrooms/bayline/index.es.md";

function problemsAfter(relative: string, change: (text: string) => string) {
  content.edit(relative, change);
  return contentErrorOf(() => loadCollections(content.dir)).problems;
}

describe("translationSchemaOf", () => {
  test("a translation holds the fields the English schema marks as words, and nothing else", () => {
    const english = z.strictObject({
      title: words(z.string()),
      date: z.string(),
      hero: z.strictObject({ src: z.string(), alt: words(z.string()) }),
    });
    const { schema } = translationSchemaOf(english);
    expect(schema.safeParse({ title: "Título", hero: { alt: "Texto" } }).success).toBe(true);
    expect(schema.safeParse({ date: "2020-10-14" }).success).toBe(false);
    expect(schema.safeParse({ hero: { src: "hero.jpg" } }).success).toBe(false);
  });

  test("a story's translation takes its title, summary, the images' words, the video's title and captions, the update's note", () => {
    const { plan } = storyTranslationSchema;
    expect(Object.keys(plan.fields)).toEqual(["title", "summary", "hero", "video", "updated"]);
    expect(plan.fields.updated).toMatchObject({ fields: { note: { kind: "words" } } });
    expect(plan.fields.video).toMatchObject({
      fields: { title: { kind: "words" }, poster: { fields: { alt: {}, credit: {} } }, captions: { kind: "own-file" } },
    });
  });
});

describe("loadCollections with translations", () => {
  test("a valid translation is laid over its English entry, its body rendered like the English one", () => {
    const { stories, editions } = loadCollections(content.dir);
    const [english] = stories;
    const [spanish] = editions.es.stories;
    expect(spanish).toMatchObject({
      slug: "kitchen-table",
      title: "La mesa de la cocina",
      summary: "Una mesa se volvió salón de clases.",
      date: english?.date,
      chapter: english?.chapter,
      contributor: "ana-ruiz",
      bodyHtml: "<p>Cada mañana a las ocho, la mesa dejaba de ser mesa.</p>",
      hero: { file: english?.hero.file, alt: "Una mesa ilustrada", credit: "El proyecto" },
      lang: "es",
      translationFile: content.file(STORY_ES),
    });
    expect(spanish?.file).toBe(english?.file);
  });

  test("the site's translation gives its texts and the chapters' headings, in the English order", () => {
    const { site } = loadCollections(content.dir).editions.es;
    expect(site.settings).toEqual({
      name: "Sitio de prueba",
      tagline: "Un lema",
      description: "Una descripción.",
      credits: "Créditos de prueba.",
    });
    expect(site.chapters.map((c) => [c.id, c.title])).toEqual([
      ["struggle", "Un año de lucha"],
      ["forward", "Salir adelante"],
    ]);
    expect(site.introHtml).toBe("<p>La introducción.</p>");
    expect(site.lang).toBe("es");
  });

  test("a translated video shows its own captions and offers the English ones", () => {
    const video = loadCollections(content.dir).editions.es.stories[0]?.video;
    expect(video).toMatchObject({
      kind: "file",
      title: "Un video local",
      captions: content.file("media/clip.es.vtt"),
      captionsLang: "es",
      otherCaptions: [{ lang: "en", file: content.file("media/clip.vtt") }],
    });
  });

  test("an entry without a translation keeps its English words, marked as English", () => {
    const { contributors, editions } = loadCollections(content.dir);
    expect(editions.es.contributors).toEqual([{ ...contributors[0], lang: "en" }]);
    expect(editions.es.contributors[0]?.translationFile).toBeUndefined();
  });

  test("the English collections are the same with or without translations", () => {
    const withTranslations = loadCollections(content.dir);
    for (const file of ["site.es.md", STORY_ES, NEWSROOM_ES]) rmSync(content.file(file));
    const without = loadCollections(content.dir);
    const { editions: _a, ...english } = withTranslations;
    const { editions: _b, ...englishOnly } = without;
    expect(english).toEqual(englishOnly);
    expect(without.editions.es.stories[0]?.lang).toBe("en");
  });

  test("an unknown field in a translation is an error naming the file and the field", () => {
    expect(problemsAfter(STORY_ES, (t) => t.replace("summary:", "sumary: typo\nsummary:"))).toEqual([
      {
        file: content.file(STORY_ES),
        field: "sumary",
        expected: "no such field (check its spelling, or remove it)",
        found: '"typo"',
      },
    ]);
  });

  test("a field that is not words is an error: it comes from the English file", () => {
    const problems = problemsAfter(STORY_ES, (t) =>
      t
        .replace("summary:", "date: 2021-01-01\nsummary:")
        .replace("  alt: Una mesa", "  src: hero.svg\n  alt: Una mesa"),
    );
    expect(problems.map((p) => [p.file, p.field, p.expected])).toEqual([
      [
        content.file(STORY_ES),
        "hero.src",
        "only words in a translation: hero.src comes from the English file, so remove it here",
      ],
      [
        content.file(STORY_ES),
        "date",
        "only words in a translation: date comes from the English file, so remove it here",
      ],
    ]);
  });

  test("a contributor's name is not translated: it is the same in every language", () => {
    mkdirSync(content.file("contributors/ana-ruiz"), { recursive: true });
    content.write("contributors/ana-ruiz/index.es.md", "---\nname: Ana\n---\n");
    const problems = contentErrorOf(() => loadCollections(content.dir)).problems;
    expect(problems.find((p) => p.field === "name")).toMatchObject({
      file: content.file("contributors/ana-ruiz/index.es.md"),
      expected: expect.stringMatching(/^only words in a translation: name comes from the English file/),
    });
  });

  test("a translation of an entry that does not exist is an error", () => {
    mkdirSync(content.file("stories/ghost"));
    content.write("stories/ghost/index.es.md", "---\ntitle: Fantasma\n---\n\nTexto.");
    const problems = contentErrorOf(() => loadCollections(content.dir)).problems;
    expect(problems).toEqual([
      {
        file: content.file("stories/ghost/index.es.md"),
        expected: "the English index.md beside it: a translation translates an entry that exists",
        found: expect.stringMatching(/^no index\.md in .*stories\/ghost$/),
      },
    ]);
  });

  test("a translation of the site settings without site.md is an error", () => {
    rmSync(content.file("site.md"));
    const problems = contentErrorOf(() => loadCollections(content.dir)).problems;
    expect(problems).toContainEqual({
      file: content.file("site.es.md"),
      expected: "the English site.md beside it: a translation translates an entry that exists",
      found: expect.stringMatching(/^no site\.md in /),
    });
  });

  test("a translation into a language the site does not publish is an error", () => {
    content.write("stories/kitchen-table/index.fr.md", "---\ntitle: La table\n---\n");
    expect(contentErrorOf(() => loadCollections(content.dir)).problems).toEqual([
      {
        file: content.file("stories/kitchen-table/index.fr.md"),
        expected: "a translation named for a language the site is published in: index.es.md (Spanish)",
        found: "a file named index.fr.md",
      },
    ]);
  });

  test("a story translation without a title is an error naming the field", () => {
    expect(problemsAfter(STORY_ES, (t) => t.replace("title: La mesa de la cocina\n", ""))).toEqual([
      {
        file: content.file(STORY_ES),
        field: "title",
        expected: 'the Spanish for this field (the English file has "The kitchen table")',
        found: "nothing (the field is missing)",
      },
    ]);
  });

  test("a translation that gives a hero must give its alt text and credit", () => {
    const problems = problemsAfter(STORY_ES, (t) => t.replace("  alt: Una mesa ilustrada\n", ""));
    expect(problems.map((p) => [p.field, p.found])).toEqual([["hero.alt", "nothing (the field is missing)"]]);
  });

  test("empty alt text in a translation is an error", () => {
    const problems = problemsAfter(NEWSROOM_ES, (t) => t.replace("alt: El logotipo de Bayline", 'alt: ""'));
    expect(problems).toEqual([
      {
        file: content.file(NEWSROOM_ES),
        field: "logo.alt",
        expected: "alt text: a short description of the image for readers who cannot see it",
        found: "an empty text",
      },
    ]);
  });

  test("a word the English file does not have is an error: there is nothing to translate", () => {
    const problems = problemsAfter(NEWSROOM_ES, (t) =>
      t.replace("  alt: El logotipo", "  credit: Foto\n  alt: El logotipo"),
    );
    expect(problems).toEqual([
      {
        file: content.file(NEWSROOM_ES),
        field: "logo.credit",
        expected: "no such field here: the English file has no logo.credit to translate",
        found: '"Foto"',
      },
    ]);
  });

  test("a story translation without its text is an error", () => {
    const problems = problemsAfter(STORY_ES, (t) =>
      t.replace("Cada mañana a las ocho, la mesa dejaba de ser mesa.", ""),
    );
    expect(problems).toEqual([
      {
        file: content.file(STORY_ES),
        field: "(body)",
        expected: "the Spanish text below the frontmatter, as the English file has one",
        found: "nothing",
      },
    ]);
  });

  test("a captions track the translation names must exist beside it", () => {
    const problems = problemsAfter(STORY_ES, (t) => t.replace("clip.es.vtt", "clip.fr.vtt"));
    expect(problems).toEqual([
      expect.objectContaining({
        file: content.file(STORY_ES),
        field: "video.captions",
        expected: "a captions file that exists, relative to this file",
      }),
    ]);
  });

  test("a chapter the English settings do not have is an error, and so is one left out", () => {
    const problems = problemsAfter("site.es.md", (t) => t.replace("  - id: forward", "  - id: struggle"));
    expect(problems.map((p) => [p.field, p.expected])).toEqual([
      ["chapters.1.id", "each id once"],
      ["chapters", "an item with id: forward, translated, as the English file has one"],
    ]);
  });

  test("the translation of a draft is kept out with it, unread", () => {
    content.edit("stories/kitchen-table/index.md", (t) => t.replace("sample: true", "sample: true\ndraft: true"));
    content.write(STORY_ES, "---\nnot: [valid\n---\n");
    const { editions } = loadCollections(content.dir);
    expect(editions.es.stories).toEqual([]);
  });

  test("the translation of an excluded entry is kept out with it, unread", () => {
    mkdirSync(content.file("stories/wip-notes"));
    content.write("stories/wip-notes/index.es.md", "---\nnot: [valid\n---\n");
    expect(loadCollections(content.dir).editions.es.stories.map((s) => s.slug)).toEqual(["kitchen-table"]);
  });

  test("every problem in every translation, and in the English files, is reported at once", () => {
    content.edit("stories/kitchen-table/index.md", (t) => t.replace("chapter: struggle", "chapter: strugle"));
    content.edit(STORY_ES, (t) =>
      t.replace("title: La mesa de la cocina\n", "").replace("summary:", "date: 2021-01-01\nsummary:"),
    );
    content.edit(NEWSROOM_ES, (t) => t.replace("alt: El logotipo de Bayline", 'alt: ""'));
    content.edit("site.es.md", (t) => t.replace("tagline: Un lema\n", ""));
    const error = contentErrorOf(() => loadCollections(content.dir));
    expect(error.problems.map((p) => [path.relative(content.dir, p.file), p.field])).toEqual([
      ["stories/kitchen-table/index.md", "chapter"],
      ["site.es.md", "tagline"],
      ["newsrooms/bayline/index.es.md", "logo.alt"],
      ["stories/kitchen-table/index.es.md", "date"],
      ["stories/kitchen-table/index.es.md", "title"],
    ]);
  });
});

describe("editionVideos and videoMediaFiles", () => {
  test("list every captions track of every language, for the build to copy", () => {
    const files = new Set(editionVideos(loadCollections(content.dir)).flatMap(videoMediaFiles));
    expect(files).toEqual(
      new Set([content.file("media/clip.mp4"), content.file("media/clip.vtt"), content.file("media/clip.es.vtt")]),
    );
  });
});

describe("the content queries in Spanish", () => {
  withContentEnvironment(() => content.dir);

  test("the home page has the translated introduction, chapters, stories and newsrooms, unmarked", async () => {
    const home = await getHomePage("es");
    expect(home.introHtml).toBe("<p>La introducción.</p>");
    expect(home.chapters.map((c) => c.title)).toEqual(["Un año de lucha", "Salir adelante"]);
    const [story] = home.chapters[0]?.stories ?? [];
    expect(story?.title).toBe("La mesa de la cocina");
    expect(story?.hero.alt).toBe("Una mesa ilustrada");
    // A card's payload: what the card shows, no chapter, date, credit or link-preview image.
    expect(Object.keys(story ?? {}).sort()).toEqual(
      ["contributor", "hasVideo", "hero", "newsroom", "sample", "slug", "summary", "time", "title"].sort(),
    );
    expect(Object.keys(story?.hero ?? {}).sort()).toEqual(["alt", "height", "stem", "width", "widths"]);
    expect(home.newsrooms[0]).toMatchObject({ description: "Una sala de redacción." });
    expect(home.newsrooms[0]?.logo.alt).toBe("El logotipo de Bayline");
    expect(JSON.stringify(home)).not.toContain('"lang"');
  });

  test("a contributor not translated yet comes in English with lang en; their translated story does not", async () => {
    const contributor = await getContributor("ana-ruiz", "es");
    expect(contributor).toMatchObject({ bio: "Ana writes.", lang: "en" });
    expect(contributor?.stories[0]).toMatchObject({ title: "La mesa de la cocina" });
    expect(contributor?.stories[0]?.lang).toBeUndefined();
    expect(contributor?.newsroom.lang).toBeUndefined();
  });

  test("a translated video's captions are Spanish first, English offered beside them", async () => {
    const video = (await getContributor("ana-ruiz", "es"))?.stories[0]?.video;
    expect(video).toMatchObject({
      captions: { srcLang: "es", label: "Español", src: expect.stringMatching(/clip-es-[0-9a-f]{12}\.vtt$/) },
      otherCaptions: [{ srcLang: "en", label: "English", src: expect.stringMatching(/clip-[0-9a-f]{12}\.vtt$/) }],
    });
  });

  test("site settings without a translation come in English with lang en", () => {
    rmSync(content.file("site.es.md"));
    expect(getSiteSettings("es")).toMatchObject({ name: "Test Site", lang: "en", newsroomRegions: ["Oakland"] });
  });

  test("English pages receive exactly what they received before translations existed", async () => {
    const english = async () =>
      JSON.stringify([await getHomePage(), await getContributor("ana-ruiz"), getSiteSettings()]);
    const withTranslations = await english();
    for (const file of ["site.es.md", STORY_ES, NEWSROOM_ES]) rmSync(content.file(file));
    // A different folder: the collections are not served from the cache of the first.
    const copy = copyFixture();
    try {
      for (const file of ["site.es.md", STORY_ES, NEWSROOM_ES]) rmSync(copy.file(file));
      process.env.CONTENT_DIR = copy.dir;
      const without = (await english()).replaceAll(copy.dir, content.dir);
      expect(withTranslations).toBe(without);
      expect(withTranslations).not.toContain('"lang"');
      expect(withTranslations).not.toContain("otherCaptions");
    } finally {
      copy.remove();
    }
  });
});
