import { describe, expect, test } from "vitest";
import { toDiskPath, toStudioPath, withEntryFolders } from "../../../studio/entry-files";
import { keepFields, translatableNames } from "../../../studio/translation-words";

const FOLDERS = ["content/stories", "content/contributors"];

describe("an entry's files, as Decap sees them and as the repository keeps them", () => {
  test("the English file is <slug>/index.md, a translation <slug>/index.<language>.md", () => {
    expect(toDiskPath("content/stories/night-routes.en.md", FOLDERS)).toBe("content/stories/night-routes/index.md");
    expect(toDiskPath("content/stories/night-routes.es.md", FOLDERS)).toBe("content/stories/night-routes/index.es.md");
    expect(toStudioPath("content/stories/night-routes/index.md", FOLDERS)).toBe("content/stories/night-routes.en.md");
    expect(toStudioPath("content/stories/night-routes/index.es.md", FOLDERS)).toBe(
      "content/stories/night-routes.es.md",
    );
  });

  test("leaves alone what is no entry's file: the site settings, images, other collections", () => {
    expect(toDiskPath("content/site.es.md", FOLDERS)).toBe("content/site.es.md");
    expect(toDiskPath("content/stories/night-routes/hero.svg", FOLDERS)).toBe("content/stories/night-routes/hero.svg");
    expect(toStudioPath("content/stories/night-routes/notes.md", FOLDERS)).toBeUndefined();
    expect(toStudioPath("content/newsrooms/valley-ink/index.md", FOLDERS)).toBeUndefined();
  });

  test("a backend lists, reads and writes through the renaming; a blank translation is not written", async () => {
    const written: unknown[] = [];
    const backend = {
      entriesByFolder: async (folder: string, _extension: string, depth: number) => [
        { data: "en", file: { path: `${folder}/a/index.md` }, depth },
        { data: "es", file: { path: `${folder}/a/index.es.md` } },
        { data: "img", file: { path: `${folder}/a/hero.md` } },
      ],
      getEntry: async (path: string) => ({ data: path, file: { path } }),
      persistEntry: async (entry: unknown) => void written.push(entry),
      status: () => "own",
    };
    const studio = withEntryFolders(backend, new Map([["content/stories", new Set(["title"])]]));
    const listed = await studio.entriesByFolder("content/stories", "md", 1);
    expect(listed.map((entry) => entry.file.path)).toEqual(["content/stories/a.en.md", "content/stories/a.es.md"]);
    expect(listed[0]).toMatchObject({ depth: 2 });
    expect(await studio.getEntry("content/stories/a.es.md")).toEqual({
      data: "content/stories/a/index.es.md",
      file: { path: "content/stories/a.es.md" },
    });
    await studio.persistEntry({
      dataFiles: [
        { path: "content/stories/b.en.md", raw: "---\ntitle: B\ncontributor: ana\n---\n" },
        { path: "content/stories/b.es.md", raw: "\n" },
      ],
    });
    expect(written).toEqual([
      { dataFiles: [{ path: "content/stories/b/index.md", raw: "---\ntitle: B\ncontributor: ana\n---\n" }] },
    ]);
    expect(studio.status()).toBe("own");
  });

  test("a whole collection, as Decap lists an i18n one, is filtered by Decap's pattern of its own paths", async () => {
    // What Decap's GitHub backend does: list the folder, keep the paths the pattern matches.
    const repository = ["content/stories/a/index.md", "content/stories/a/index.es.md", "content/stories/a/notes.md"];
    const backend = {
      allEntriesByFolder: async (_folder: string, _extension: string, _depth: number, pathRegex?: RegExp) =>
        repository.filter((path) => !pathRegex || pathRegex.test(path)).map((path) => ({ data: "", file: { path } })),
    };
    const studio = withEntryFolders(backend, new Map([["content/stories", new Set(["title"])]]));
    const listed = await studio.allEntriesByFolder("content/stories", "md", 1, /content\/stories\/(.*)\.en\..*/);
    expect(listed.map((entry) => entry.file.path)).toEqual(["content/stories/a.en.md"]);
  });
});

describe("a translation's words", () => {
  test("keeps the translatable top-level fields, with their indented lines, and the body", () => {
    const raw = [
      "---",
      "title: Rutas de noche",
      "contributor: devon-okafor",
      "hero:",
      "  alt: Una escena nocturna",
      "newsroom: bayline-youth-media",
      "summary: >-",
      "  Repartiendo cenas",
      "---",
      "",
      "El texto.",
    ].join("\n");
    expect(keepFields(raw, new Set(["title", "hero", "summary"]))).toBe(
      [
        "---",
        "title: Rutas de noche",
        "hero:",
        "  alt: Una escena nocturna",
        "summary: >-",
        "  Repartiendo cenas",
        "---",
        "",
        "El texto.",
      ].join("\n"),
    );
  });

  test("reads Decap's marks: i18n true, as config.yml says it, or translate, as Decap reads it", () => {
    expect(
      translatableNames([
        { name: "title", i18n: true },
        { name: "summary", i18n: "translate" },
        { name: "date", i18n: false },
      ]),
    ).toEqual(new Set(["title", "summary"]));
  });
});
