import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

/**
 * The pages, payloads and route manifest of a build, held in memory and answered the way sirv
 * answers them (same file chosen, same headers), without sirv's open-read-close of a file stream on
 * every request: a reader's navigation asks for a page or a .data payload every time, and these are
 * always revalidated (no-cache). Measured with bench:serve (autocannon, one process): .data payloads
 * went from about a third of nginx's requests per second to more than half.
 * Anything else (scripts, images, video with Range requests) is left to sirv.
 *
 * Which file answers a path follows sirv 3's lookup (node_modules/sirv/build.mjs, toAssume): with
 * extensions ["html"], the encoded variants the client accepts first (.br, then .gz), then the file
 * itself; `path`, `path.html`, `path/index.html` in that order of extensions.
 */

/** Kinds served from memory: what every navigation asks for. */
const IN_MEMORY = new Set([".html", ".data", ".json"]);
/** Larger files stream from disk. */
const MAX_BYTES = 512 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html;charset=utf-8",
  ".json": "application/json",
};

interface MemoryFile {
  body: Buffer;
  headers: Record<string, string | number>;
}

/** Every file of the build by URL path; bodies only for those served from memory. */
type FileIndex = Map<string, MemoryFile | null>;

const ENCODINGS: Record<string, string> = { ".br": "br", ".gz": "gzip" };

function indexFiles(root: string, dataContentType: string): FileIndex {
  const index: FileIndex = new Map();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const url = `/${path.relative(root, file).split(path.sep).join("/")}`;
    // sirv (dotfiles: false) serves no dotfile; neither does this.
    if (/(^|\/)\./.test(url)) continue;
    const encoding = ENCODINGS[path.extname(url)];
    const original = encoding ? url.slice(0, -3) : url;
    const ext = path.extname(original);
    const stats = statSync(file);
    if (!IN_MEMORY.has(ext) || stats.size > MAX_BYTES) {
      index.set(url, null);
      continue;
    }
    const headers: Record<string, string | number> = {
      "Content-Length": stats.size,
      "Content-Type": ext === ".data" ? dataContentType : (CONTENT_TYPES[ext] ?? ""),
      "Last-Modified": stats.mtime.toUTCString(),
      ETag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    index.set(url, { body: readFileSync(file), headers });
  }
  return index;
}

/** sirv's candidate files for a path, in its order. */
function candidates(pathname: string, acceptEncoding: string): string[] {
  const extensions = [""];
  if (acceptEncoding.includes("gzip")) extensions.unshift("html.gz", "gz");
  if (/(br|brotli)/i.test(acceptEncoding)) extensions.unshift("html.br", "br");
  extensions.push("html");
  const uri = pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const list: string[] = [];
  for (const extension of extensions) {
    const suffix = extension ? `.${extension}` : "";
    if (uri) list.push(uri + suffix);
    list.push(`${uri}/index${suffix}`);
  }
  return list;
}

/**
 * Returns a handler that answers from memory and returns true, or returns false (leaving the
 * response untouched) for sirv to answer.
 */
export function createMemoryFiles(
  root: string,
  options: { dataContentType: string; cacheControl: (pathname: string) => string },
): (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean {
  const index = indexFiles(root, options.dataContentType);
  return (req, res, pathname) => {
    if (req.headers.range) return false;
    let found: MemoryFile | null | undefined;
    for (const candidate of candidates(pathname, String(req.headers["accept-encoding"] ?? ""))) {
      found = index.get(candidate);
      if (found !== undefined) break;
    }
    if (!found) return false;
    if (req.headers["if-none-match"] === found.headers.ETag) {
      res.writeHead(304);
      res.end();
      return true;
    }
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", options.cacheControl(pathname));
    res.writeHead(200, found.headers);
    res.end(req.method === "HEAD" ? undefined : found.body);
    return true;
  };
}
