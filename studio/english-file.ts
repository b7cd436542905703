/**
 * The English file's name. Decap CMS names every language's file of a `multiple_files` entry after
 * its language (`index.en.md`, `index.es.md`) and has no setting to leave the original language's
 * out; the content keeps English as `index.md` (app/content/collections/folders.server.ts). So the
 * studio's backends rename on the way: Decap reads and writes `index.en.md`, the repository holds
 * `index.md`. No file on disk is ever named index.en.md (the build refuses one), so the renaming
 * is one to one.
 */

const IN_STUDIO = /\/index\.en\.md$/;
const ON_DISK = /\/index\.md$/;

/** The path the repository holds: `…/index.en.md` is `…/index.md`. */
export function toDiskPath(path: string): string {
  return path.replace(IN_STUDIO, "/index.md");
}

/** The path Decap expects: `…/index.md` is `…/index.en.md`. */
export function toStudioPath(path: string): string {
  return path.replace(ON_DISK, "/index.en.md");
}

/** An entry file as a backend lists it. */
interface ListedFile {
  file: { path: string };
}

type AnyFunction = (...args: never[]) => unknown;

function renameListed<T extends ListedFile>(entry: T): T {
  return entry && entry.file ? { ...entry, file: { ...entry.file, path: toStudioPath(entry.file.path) } } : entry;
}

interface DataFile {
  path: string;
  newPath?: string;
}

/**
 * Wrappers of the backend methods that take or give entry file paths (the same on every Decap
 * backend: the local one and GitHub's). Media paths (images beside index.md) are never renamed.
 */
const RENAMING: Record<string, (method: AnyFunction) => AnyFunction> = {
  entriesByFolder:
    (method) =>
    async (...args: never[]) =>
      ((await method(...args)) as ListedFile[]).map(renameListed),
  allEntriesByFolder:
    (method) =>
    async (...args: never[]) =>
      ((await method(...args)) as ListedFile[]).map(renameListed),
  entriesByFiles: (method) => async (files: { path: string }[]) =>
    ((await method(files.map((file) => ({ ...file, path: toDiskPath(file.path) })) as never)) as ListedFile[]).map(
      renameListed,
    ),
  getEntry: (method) => async (path: string) => renameListed((await method(toDiskPath(path) as never)) as ListedFile),
  persistEntry: (method) => (entry: { dataFiles: DataFile[] }, options: unknown) =>
    method(
      {
        ...entry,
        dataFiles: entry.dataFiles.map((file) => ({
          ...file,
          path: toDiskPath(file.path),
          ...(file.newPath ? { newPath: toDiskPath(file.newPath) } : {}),
        })),
      } as never,
      options as never,
    ),
  deleteFiles: (method) => (paths: string[], message: string) =>
    method(paths.map(toDiskPath) as never, message as never),
  deleteFile: (method) => (path: string, message: string) => method(toDiskPath(path) as never, message as never),
};

/**
 * The backend, renaming entry file paths between Decap's `index.en.md` and the repository's
 * `index.md`. Every other method is the backend's own, called on the backend itself.
 */
export function withEnglishAsIndexMd<T extends object>(backend: T): T {
  return new Proxy(backend, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      const bound = (value as AnyFunction).bind(target);
      const rename = typeof property === "string" ? RENAMING[property] : undefined;
      return rename ? rename(bound) : bound;
    },
  });
}
