import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { LEGACY_REDIRECT_STATUS, ROUTE_MANIFEST_PATH } from "../app/config/constants";
import {
  COMPRESSION_MIN_BYTES,
  DATA_CONTENT_TYPE,
  DATA_FILE_EXTENSION,
  ICON_CONTENT_TYPE,
  ICON_FILE_EXTENSION,
  FEED_CONTENT_TYPES,
  IMMUTABLE_CACHE_CONTROL,
  IMMUTABLE_PATH_PREFIX,
  REVALIDATE_CACHE_CONTROL,
} from "./file-rules";
import { HEADERS_FILE, type HeaderRules, headersFor, loadHeaderRules } from "./headers-file";
import { NOT_FOUND_PAGES, type NotFoundPage, notFoundPageFor } from "./not-found-pages";

/**
 * Serves a finished build folder the way the site expects any host to: files from sirv
 * (precompressed .br/.gz by content negotiation, ETags, no directory listings), compressed as they
 * are sent where the build wrote no copy the client takes (gzip for the few without Brotli), cache rules and
 * the payloads' and feeds' types by kind of file (file-rules.ts), the 404 page with status 404 for every
 * unknown path (es/404.html under /es/, else 404.html; server/not-found-pages.ts), the headers the
 * build wrote in its `_headers` file (security headers, each page's Content-Security-Policy), and
 * nothing outside the folder.
 */

/** Paths that would serve a raw 404 page with a 200, or the build's own header rules. */
const NOT_FOUND_PAGE_PATHS = new Set([
  ...NOT_FOUND_PAGES.flatMap(({ path }) => [path, path.replace(/\.html$/, ""), path.replace(/\.html$/, "/")]),
  `/${HEADERS_FILE}`,
  "/_redirects",
]);

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface Variant {
  body: Buffer;
  encoding?: "br" | "gzip";
}

/** A 404 page's variants, best first; English's must exist, another language's may not (an older build). */
function loadNotFoundVariants(root: string, page: NotFoundPage): Variant[] {
  const file = path.join(root, page.file);
  if (!existsSync(file)) {
    if (page.prefix === "/") throw new Error(`${file} is missing: is ${root} a complete build?`);
    return [];
  }
  const variants: Variant[] = [];
  if (existsSync(`${file}.br`)) variants.push({ body: readFileSync(`${file}.br`), encoding: "br" });
  if (existsSync(`${file}.gz`)) variants.push({ body: readFileSync(`${file}.gz`), encoding: "gzip" });
  variants.push({ body: readFileSync(file) });
  return variants;
}

/** The build's redirect pages (`redirects` in /routes.json), answered with a real redirect. */
function loadRedirects(root: string): Map<string, string> {
  const file = path.join(root, ROUTE_MANIFEST_PATH);
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, "utf8")) as { redirects?: Record<string, string> };
  return new Map(Object.entries(manifest.redirects ?? {}));
}

function acceptsEncoding(req: IncomingMessage, encoding: string): boolean {
  return new RegExp(`\\b${encoding}\\b`).test(String(req.headers["accept-encoding"] ?? ""));
}

/** Decoded path segments, or undefined for a malformed or escaping path. */
function safePathname(url: string | undefined): string | undefined {
  const raw = (url ?? "/").split("?")[0] ?? "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return undefined;
  if (decoded.split("/").some((segment) => segment === "..")) return undefined;
  return decoded;
}

function setHeaders(res: ServerResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** The build's files as they are, their precompressed copies by content negotiation, with their caching and types. */
function staticFiles(root: string) {
  return sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith(IMMUTABLE_PATH_PREFIX) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
      );
      if (pathname.endsWith(DATA_FILE_EXTENSION)) res.setHeader("Content-Type", DATA_CONTENT_TYPE);
      if (pathname.endsWith(ICON_FILE_EXTENSION)) res.setHeader("Content-Type", ICON_CONTENT_TYPE);
      const feedType = FEED_CONTENT_TYPES.get(pathname);
      if (feedType) res.setHeader("Content-Type", feedType);
    },
  });
}

/**
 * Compresses, as it is sent, a response of a compressible type that goes out uncompressed: the
 * build writes a .gz only beside the bundle's files and large ones (scripts/upload/precompress.ts),
 * so a client that takes gzip and not Brotli gets the pages, payloads and feeds gzipped here, at
 * zlib's default level as nginx's `gzip on` does. A response sirv sends from a .br or .gz already
 * carries its Content-Encoding, and the middleware leaves it as it is.
 */
function compressWhereNoCopy(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const middleware = compression({ threshold: COMPRESSION_MIN_BYTES });
  // Typed for Express, it uses only what Node's own request and response have.
  return (req, res, next) =>
    middleware(req as Parameters<typeof middleware>[0], res as Parameters<typeof middleware>[1], next);
}

export function createRequestHandler(root: string): Handler {
  const notFoundPages = NOT_FOUND_PAGES.map((page) => ({ page, variants: loadNotFoundVariants(root, page) })).filter(
    ({ variants }) => variants.length > 0,
  );
  const redirects = loadRedirects(root);
  const headerRules: HeaderRules = loadHeaderRules(root);
  const ruleHeaderNames = new Set(headerRules.flatMap((rule) => Object.keys(rule.headers)));
  /** The rules' headers for `pathname`, in place of any a rule set for another path before. */
  function setRuleHeaders(res: ServerResponse, pathname: string) {
    for (const name of ruleHeaderNames) res.removeHeader(name);
    setHeaders(res, headersFor(headerRules, pathname));
  }

  /** The 404 page of the unknown path's language (server/not-found-pages.ts), with its own headers. */
  function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const wanted = notFoundPageFor(pathname).file;
    // Falls back to English (the last, the shortest prefix) when the build has no page for that language.
    const { page, variants } = notFoundPages.find(({ page }) => page.file === wanted) ?? notFoundPages.at(-1)!;
    setRuleHeaders(res, page.path);
    const variant = variants.find((v) => !v.encoding || acceptsEncoding(req, v.encoding)) ?? variants.at(-1)!;
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", REVALIDATE_CACHE_CONTROL);
    res.setHeader("Vary", "Accept-Encoding");
    if (variant.encoding) res.setHeader("Content-Encoding", variant.encoding);
    res.setHeader("Content-Length", variant.body.length);
    res.end(req.method === "HEAD" ? undefined : variant.body);
  }

  const serveFile = staticFiles(root);
  const compressUncompressed = compressWhereNoCopy();

  const handle: Handler = (req, res) => {
    setRuleHeaders(res, "/");

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed");
      return;
    }
    const pathname = safePathname(req.url);
    if (pathname === undefined) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Bad Request");
      return;
    }
    setRuleHeaders(res, pathname);
    const redirectTo = redirects.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
    if (redirectTo) {
      const query = (req.url ?? "").split("?")[1];
      res.writeHead(LEGACY_REDIRECT_STATUS, {
        Location: query === undefined ? redirectTo : `${redirectTo}?${query}`,
        "Cache-Control": REVALIDATE_CACHE_CONTROL,
        "Content-Type": "text/plain; charset=utf-8",
      });
      res.end(req.method === "HEAD" ? undefined : `Moved to ${redirectTo}`);
      return;
    }
    if (NOT_FOUND_PAGE_PATHS.has(pathname)) {
      sendNotFound(req, res, pathname);
      return;
    }
    serveFile(req, res, () => sendNotFound(req, res, pathname));
  };
  return (req, res) => compressUncompressed(req, res, () => handle(req, res));
}
