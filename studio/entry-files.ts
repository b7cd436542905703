/**
 * Where an entry's files are. The repository keeps one folder per entry, named by its slug: the
 * English file `<slug>/index.md` and its translation `<slug>/index.es.md`, images beside them
 * (app/content/reading/folders.server.ts). Decap CMS names an entry by its file's path, and
 * has no setting for a translated entry whose original language's file carries no language in its
 * name: with that layout its slugs would be `<slug>/index` (so a story's contributor, picked from
 * a list, would be saved as `ana-ruiz/index`) and its English file `index.en.md`. So the studio's
 * backends show Decap each entry as the files `<slug>.en.md` and `<slug>.es.md` of its
 * collection's folder, and read and write them at `<slug>/index.md` and `<slug>/index.es.md`.
 * Images are not renamed: config.yml puts them in `<slug>/` (its media_folder is `{{slug}}`).
 * A translation file is written with its words only (translation-words.ts), and not at all when
 * it has none.
 */
import { keepFields } from "./translation-words";

/** The language every entry is written in first: its file is index.md. */
const ORIGINAL = "en";

const ON_DISK = /^([^/]+)\/index(?:\.([a-z]{2}))?\.md$/;
const IN_STUDIO = /^([^/]+)\.([a-z]{2})\.md$/;

/** Splits a path into its collection folder (one of `folders`) and the rest, or undefined. */
function within(path: string, folders: readonly string[]): [string, string] | undefined {
  const folder = folders.find((candidate) => path.startsWith(`${candidate}/`));
  return folder === undefined ? undefined : [folder, path.slice(folder.length + 1)];
}

/** The path in the repository: `stories/ana.en.md` is `stories/ana/index.md`, `stories/ana.es.md` `stories/ana/index.es.md`. */
export function toDiskPath(path: string, folders: readonly string[]): string {
  const [folder, rest] = within(path, folders) ?? [];
  const match = rest === undefined ? null : IN_STUDIO.exec(rest);
  if (!match) return path;
  const [, slug, language] = match;
  return `${folder}/${slug}/index${language === ORIGINAL ? "" : `.${language}`}.md`;
}

/** The path Decap expects for a file of the repository, or undefined for a file that is no entry's. */
export function toStudioPath(path: string, folders: readonly string[]): string | undefined {
  const [folder, rest] = within(path, folders) ?? [];
  const match = rest === undefined ? null : ON_DISK.exec(rest);
  if (!match) return undefined;
  const [, slug, language = ORIGINAL] = match;
  return `${folder}/${slug}.${language}.md`;
}

type AnyFunction = (...args: never[]) => unknown;

/** Decap's pattern of entry paths, tested against the path Decap sees for a file of the repository. */
class StudioPathPattern extends RegExp {
  constructor(
    pattern: RegExp,
    private readonly folders: readonly string[],
  ) {
    super(pattern.source, pattern.flags);
  }

  override test(path: string): boolean {
    const studioPath = toStudioPath(path, this.folders);
    return studioPath !== undefined && super.test(studioPath);
  }
}

/** An entry file as a backend gives it. */
interface ListedFile {
  file: { path: string };
}

interface DataFile {
  path: string;
  newPath?: string;
  /** The file's text. */
  raw: string;
}

/**
 * The backend, showing Decap each entry of the folder collections (the keys of `collections`, like
 * `content/stories`, each with the names of the fields its translations hold) as flat files and
 * keeping them in their folders. Every other method is the backend's own, called on the backend itself.
 */
export function withEntryFolders<T extends object>(
  backend: T,
  collections: ReadonlyMap<string, ReadonlySet<string>>,
): T {
  const folders = [...collections.keys()];
  const disk = (path: string) => toDiskPath(path, folders);
  /** A translation's text with its words only; English as it is. */
  const words = (file: DataFile) => {
    const language = /\.([a-z]{2})\.md$/.exec(file.path)?.[1];
    const folder = folders.find((candidate) => file.path.startsWith(`${candidate}/`));
    const keep = folder === undefined ? undefined : collections.get(folder);
    return language === undefined || language === ORIGINAL || !keep ? file.raw : keepFields(file.raw, keep);
  };
  const listed = (files: ListedFile[]) =>
    files.flatMap((entry) => {
      const path = entry?.file ? toStudioPath(entry.file.path, folders) : undefined;
      return path === undefined ? [] : [{ ...entry, file: { ...entry.file, path } }];
    });
  const one = (entry: ListedFile) => {
    const path = entry?.file ? toStudioPath(entry.file.path, folders) : undefined;
    return path === undefined ? entry : { ...entry, file: { ...entry.file, path } };
  };
  // A flat file is one level below its folder; its folder on disk is one more.
  const deeper = (folder: string, depth: number) => (folders.includes(folder) ? depth + 1 : depth);
  const renaming: Record<string, (method: AnyFunction) => AnyFunction> = {
    entriesByFolder: (method) => async (folder: string, extension: string, depth: number) =>
      folders.includes(folder)
        ? listed((await method(folder as never, extension as never, deeper(folder, depth) as never)) as ListedFile[])
        : method(folder as never, extension as never, depth as never),
    // Decap lists an i18n collection with this one, passing a pattern of its own paths
    // (`content/stories/(.*)\.en\..*`, the original language's files): tested against the
    // repository's paths it matches none, and the collection looks empty. So it tests the path
    // Decap would see.
    allEntriesByFolder:
      (method) =>
      async (folder: string, extension: string, depth: number, pathRegex?: RegExp, ...rest: never[]) =>
        folders.includes(folder)
          ? listed(
              (await method(
                folder as never,
                extension as never,
                deeper(folder, depth) as never,
                (pathRegex ? new StudioPathPattern(pathRegex, folders) : pathRegex) as never,
                ...rest,
              )) as ListedFile[],
            )
          : method(folder as never, extension as never, depth as never, pathRegex as never, ...rest),
    entriesByFiles: (method) => async (files: { path: string }[]) =>
      ((await method(files.map((file) => ({ ...file, path: disk(file.path) })) as never)) as ListedFile[]).map(one),
    getEntry: (method) => async (path: string) => one((await method(disk(path) as never)) as ListedFile),
    persistEntry: (method) => (entry: { dataFiles: DataFile[] }, options: unknown) =>
      method(
        {
          ...entry,
          // A language left blank is no translation: Decap would write it as an empty file.
          dataFiles: entry.dataFiles
            .filter((file) => file.raw.trim() !== "")
            .map((file) => ({
              ...file,
              raw: words(file),
              path: disk(file.path),
              ...(file.newPath ? { newPath: disk(file.newPath) } : {}),
            })),
        } as never,
        options as never,
      ),
    // The editorial workflow: a pending entry's changed files, and reading one of them from its branch.
    unpublishedEntry: (method) => async (args: unknown) => {
      const entry = (await method(args as never)) as { diffs: { path: string }[] };
      return {
        ...entry,
        diffs: entry.diffs.map((diff) => ({ ...diff, path: toStudioPath(diff.path, folders) ?? diff.path })),
      };
    },
    unpublishedEntryDataFile: (method) => (collection: string, slug: string, path: string, id: string) =>
      method(collection as never, slug as never, disk(path) as never, id as never),
    deleteFiles: (method) => (paths: string[], message: string) => method(paths.map(disk) as never, message as never),
    deleteFile: (method) => (path: string, message: string) => method(disk(path) as never, message as never),
  };
  return new Proxy(backend, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      const bound = (value as AnyFunction).bind(target);
      const rename = typeof property === "string" ? renaming[property] : undefined;
      return rename ? rename(bound) : bound;
    },
  });
}
