import { ROUTE_MANIFEST_PATH } from "../../app/config/constants";
import { SERVICE_WORKER_PATH } from "../../app/addresses/site-paths";
import { feedPath, payloadPath } from "../../app/addresses/site-paths";
import { readPolicyMeta } from "../../app/framework/page-rewrite.server";
import { FEED_CONTENT_TYPES, IMMUTABLE_CACHE_CONTROL } from "../../server/file-rules";
import { expect } from "./fixtures";

/**
 * What every host must do with build/client, as the README's "Deploying" section promises: one
 * list of expectations, held against each host in static-hosts.spec.ts. The project's server is
 * the reference: where a value is the build's own (a page's Content-Security-Policy hashes its
 * inline scripts, in a meta element), a host must send exactly what the reference sends for the same path.
 */

export interface StaticHost {
  name: string;
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  /**
   * Whether an unknown path's 404 response carries the 404 page's own headers (its policy, the
   * framing ban). Cloudflare Pages matches `_headers` against the address asked for only, so an
   * unknown address gets the every-response headers alone (README, "Deploying").
   */
  notFoundWithPageHeaders: boolean;
  /**
   * Whether it compresses the text it sends: the build's `.br`/`.gz` where it wrote them, else as it
   * sends it (the project's server, nginx's gzip_static and `gzip on`). Cloudflare compresses by
   * media type at its edge, which its local runtime does not reproduce.
   */
  compresses: boolean;
}

/** The headers a page is sent with, every one compared with the reference's. */
const PAGE_HEADERS = [
  "content-security-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
];
/** Sent with every response, the redirects and 404s included. */
const EVERY_RESPONSE_HEADERS = ["permissions-policy", "strict-transport-security", "x-content-type-options"];

const SPANISH_NOT_FOUND = "No se pudo encontrar esta página";
const ENGLISH_NOT_FOUND = "This page could not be found";

interface Manifest {
  routes: string[];
  redirects: Record<string, string>;
}

const get = (origin: string, path: string) => fetch(`${origin}${path}`, { redirect: "manual" });

export async function readManifest(origin: string): Promise<Manifest> {
  const response = await get(origin, ROUTE_MANIFEST_PATH);
  expect(response.status, ROUTE_MANIFEST_PATH).toBe(200);
  return (await response.json()) as Manifest;
}

/** A story's page in the manifest (`/contribuitor/<contributor>/<story>`). */
function storyPage(manifest: Manifest): string {
  const story = manifest.routes.find((route) => /^\/contribuitor\/[^/]+\/[^/]+$/.test(route));
  expect(story, "a story page in the route manifest").toBeDefined();
  return story!;
}

/** One page of each type in each language: home, the contributor index, a contributor, a story, the embed. */
export function pageTypes(manifest: Manifest): string[] {
  const contributor = manifest.routes.find((route) => /^\/contribuitor\/[^/]+$/.test(route));
  expect(contributor, "a contributor page in the route manifest").toBeDefined();
  const english = ["/", "/contribuitor", contributor!, storyPage(manifest), "/embed"];
  const spanish = english.map((page) => (page === "/" ? "/es" : `/es${page}`));
  for (const page of spanish) expect(manifest.routes, "the Spanish pages in the route manifest").toContain(page);
  return [...english, ...spanish];
}

/** Where a redirect points, as a path and query: hosts write Location relative or absolute. */
function target(response: Response, origin: string): string {
  const url = new URL(response.headers.get("location") ?? "", origin);
  return `${url.pathname}${url.search}`;
}

/**
 * Never used stale: `no-cache`, `no-store`, or a freshness of 0 that must be revalidated (Cloudflare
 * Pages' default, which means the same to a browser).
 */
function expectFreshOnEveryUse(cacheControl: string | null, what: string) {
  const directives = (cacheControl ?? "").split(",").map((d) => d.trim());
  const revalidated =
    directives.includes("no-cache") ||
    directives.includes("no-store") ||
    (directives.includes("max-age=0") && directives.includes("must-revalidate"));
  expect(revalidated, `${what} is revalidated on every use (Cache-Control: ${cacheControl})`).toBe(true);
}

/**
 * Each page type in each language, and /routes.json: status 200 at its own address and the
 * reference's headers, none of them missing (home forbids framing, the embed allows it); at its
 * address with a trailing slash, the same page with the same headers, or a redirect to its own.
 */
export async function expectPageHeaders(host: StaticHost, reference: string) {
  const manifest = await readManifest(reference);
  for (const path of [...pageTypes(manifest), ROUTE_MANIFEST_PATH]) {
    const [ours, theirs] = await Promise.all([get(reference, path), get(host.origin, path)]);
    expect(theirs.status, path).toBe(200);
    for (const name of PAGE_HEADERS)
      expect(theirs.headers.get(name), `${name} on ${path}`).toBe(ours.headers.get(name));
    // The page's own policy arrives with it: its scripts by hash, in the meta element.
    if (path !== ROUTE_MANIFEST_PATH) {
      const policy = readPolicyMeta(await theirs.text());
      expect(policy, `the policy meta element of ${path}`).toMatch(/^default-src 'self'; script-src 'sha256-/);
      expect(policy, `the policy meta element of ${path}`).toBe(readPolicyMeta(await ours.text()));
    }
    if (path === "/" || path === ROUTE_MANIFEST_PATH) continue;
    const slashed = await get(host.origin, `${path}/`);
    if (slashed.status === 200) {
      for (const name of PAGE_HEADERS) {
        expect(slashed.headers.get(name), `${name} on ${path}/`).toBe(ours.headers.get(name));
      }
    } else {
      expect([301, 308], `${path}/ is the page or a permanent redirect to it`).toContain(slashed.status);
      expect(target(slashed, host.origin), `${path}/`).toBe(path);
    }
  }
  // Not two missing headers agreeing.
  for (const home of ["/", "/es"]) {
    const response = await get(host.origin, home);
    expect(response.headers.get("content-security-policy"), home).toMatch(/object-src 'none'.*frame-ancestors 'none'/);
    expect(response.headers.get("x-frame-options"), home).toBe("DENY");
    expect(response.headers.get("cross-origin-opener-policy"), home).toBe("same-origin");
    expect(response.headers.get("strict-transport-security"), home).toBe("max-age=31536000");
    expect(response.headers.get("permissions-policy"), home).toContain("camera=()");
  }
  for (const embed of ["/embed", "/es/embed"]) {
    const response = await get(host.origin, embed);
    expect(response.headers.get("content-security-policy"), embed).toContain("frame-ancestors *");
    expect(response.headers.get("x-frame-options"), embed).toBeNull();
  }
}

/**
 * `/assets/*` cached for good; pages, payloads and /routes.json revalidated on every use;
 * payloads sent as turbo-stream text.
 */
export async function expectCacheRules(host: StaticHost, reference: string) {
  const manifest = await readManifest(reference);
  const home = await (await get(host.origin, "/")).text();
  const assets = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, asset]) => asset!);
  expect(assets.length, "files under /assets/ named by the home page").toBeGreaterThan(0);
  for (const asset of assets.slice(0, 3)) {
    const response = await get(host.origin, asset);
    expect(response.status, asset).toBe(200);
    expect(response.headers.get("cache-control"), asset).toBe(IMMUTABLE_CACHE_CONTROL);
  }
  for (const page of pageTypes(manifest)) {
    const [html, payload] = await Promise.all([get(host.origin, page), get(host.origin, payloadPath(page))]);
    expectFreshOnEveryUse(html.headers.get("cache-control"), page);
    expect(payload.status, payloadPath(page)).toBe(200);
    expectFreshOnEveryUse(payload.headers.get("cache-control"), payloadPath(page));
    expect(payload.headers.get("content-type"), payloadPath(page)).toMatch(/^text\/x-script\b/);
  }
  expectFreshOnEveryUse(
    (await get(host.origin, ROUTE_MANIFEST_PATH)).headers.get("cache-control"),
    ROUTE_MANIFEST_PATH,
  );
}

/** Names that mean the same type, as hosts' maps write them (RFC 9239 makes text/javascript the one). */
const SAME_TYPE: Record<string, string> = {
  "application/javascript": "text/javascript",
  "application/xml": "text/xml",
  "image/x-icon": "image/vnd.microsoft.icon",
};

/** A response's media type without its parameters (hosts differ in how they write a charset). */
const mediaType = (response: Response) => {
  const type = response.headers.get("content-type")?.split(";")[0]!.trim().toLowerCase();
  return type && (SAME_TYPE[type] ?? type);
};

/**
 * Each kind of file the build writes with the media type the reference sends: a host that sends a
 * page as `application/octet-stream` makes browsers download it instead of showing it.
 */
export async function expectContentTypes(host: StaticHost, reference: string) {
  const manifest = await readManifest(reference);
  const home = await (await get(reference, "/")).text();
  // The stylesheet, a script of the deferred hydration's list, an image.
  const assets = ["css", "js", "(?:avif|webp|jpg|png)"].map(
    (ext) => new RegExp(`"(/assets/[^"]+\\.${ext})"`).exec(home)?.[1],
  );
  const paths = [...pageTypes(manifest), ...assets, "/favicon.ico", "/robots.txt", "/sitemap.xml", ROUTE_MANIFEST_PATH];
  for (const path of paths) {
    expect(path, "a file of each kind named by the home page").toBeDefined();
    const [ours, theirs] = await Promise.all([get(reference, path!), get(host.origin, path!)]);
    expect(theirs.status, path).toBe(ours.status);
    expect(mediaType(theirs), `the media type of ${path}`).toBe(mediaType(ours));
  }
  expect(mediaType(await get(host.origin, "/")), "/").toBe("text/html");
}

/**
 * The feeds of both languages: their own media types (not XML's or JSON's), revalidated on every
 * use, compressed where the host compresses, and the reference's bytes
 * once decoded.
 */
export async function expectFeeds(host: StaticHost, reference: string) {
  const compressed = { headers: { "Accept-Encoding": "br, gzip" } };
  for (const [path, type] of FEED_CONTENT_TYPES) {
    const [ours, theirs] = await Promise.all([get(reference, path), fetch(`${host.origin}${path}`, compressed)]);
    expect(theirs.status, path).toBe(200);
    expect(theirs.headers.get("content-type"), path).toBe(type);
    expectFreshOnEveryUse(theirs.headers.get("cache-control"), path);
    if (host.compresses) expect(["br", "gzip"], `${path} compressed`).toContain(theirs.headers.get("content-encoding"));
    expect(await theirs.text(), path).toBe(await ours.text());
  }
}

/**
 * A page of each type in each language, a payload, a feed and the bundle's stylesheet, compressed
 * for a browser (Brotli or gzip) and gzipped for a client that takes gzip only: the build writes a
 * .gz beside the bundle's files only (docs/decisions/031), so the host makes the rest as it sends
 * them. Each decodes to the reference's bytes.
 */
export async function expectCompressed(host: StaticHost, reference: string) {
  const manifest = await readManifest(reference);
  const pages = pageTypes(manifest);
  const home = await (await get(reference, "/")).text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
  expect(stylesheet, "the bundle's stylesheet, named by the home page").toBeDefined();
  const paths = [...pages, payloadPath(pages[2]!), feedPath("atom", "es"), stylesheet!];
  for (const path of paths) {
    const ours = await (await get(reference, path)).text();
    for (const [accepted, sent] of [
      ["br, gzip", ["br", "gzip"]],
      ["gzip", ["gzip"]],
    ] as const) {
      const theirs = await fetch(`${host.origin}${path}`, { headers: { "Accept-Encoding": accepted } });
      expect(theirs.status, path).toBe(200);
      expect(sent, `${path} for Accept-Encoding: ${accepted}`).toContain(theirs.headers.get("content-encoding"));
      expect(await theirs.text(), `${path}, decoded`).toBe(ours);
    }
  }
}

/** The legacy /contributor… paths, in both languages: a 308 to their page, the query kept, the every-response headers sent. */
export async function expectLegacyRedirects(host: StaticHost, reference: string) {
  const { redirects } = await readManifest(reference);
  const slug = Object.keys(redirects)
    .find((from) => from.startsWith("/contributor/"))!
    .slice("/contributor/".length);
  const cases: [string, string][] = [
    ["/contributor", "/contribuitor"],
    ["/contributors", "/contribuitor"],
    [`/contributor/${slug}`, `/contribuitor/${slug}`],
    [`/contributor/${slug}?utm_source=x`, `/contribuitor/${slug}?utm_source=x`],
    ["/es/contributor", "/es/contribuitor"],
    ["/es/contributors", "/es/contribuitor"],
    [`/es/contributor/${slug}?x=1`, `/es/contribuitor/${slug}?x=1`],
  ];
  for (const [from, to] of cases) {
    const response = await get(host.origin, from);
    expect(response.status, from).toBe(308);
    expect(target(response, host.origin), from).toBe(to);
    for (const name of EVERY_RESPONSE_HEADERS) expect(response.headers.get(name), `${name} on ${from}`).not.toBeNull();
  }
}

/**
 * Unknown paths: status 404 with the 404 page of their language (the Spanish one under /es/), with
 * the reference's headers where the host sends them, never cached for good. The 404 pages' own
 * files are not pages: asked for by name, they end at a 404 too.
 */
export async function expectNotFoundPages(host: StaticHost, reference: string) {
  // A story its contributor does not have: beside that contributor's stories' pages.
  const unknownStory = storyPage(await readManifest(reference)).replace(/[^/]+$/, "no-such-story");
  const unknown = [
    "/no-such-page",
    "/contribuitor/nobody",
    unknownStory,
    "/es/no-such-page",
    "/es/contribuitor/nobody",
    "/es/contribuitor/nobody/more",
    `/es${unknownStory}`,
  ];
  for (const path of unknown) {
    const [ours, theirs] = await Promise.all([get(reference, path), get(host.origin, path)]);
    expect(theirs.status, path).toBe(404);
    const body = await theirs.text();
    expect(body, path).toBe(await ours.text());
    expect(body, path).toContain(path.startsWith("/es/") ? SPANISH_NOT_FOUND : ENGLISH_NOT_FOUND);
    expect(body, path).toContain(path.startsWith("/es/") ? '<html lang="es"' : '<html lang="en"');
    const names = host.notFoundWithPageHeaders ? PAGE_HEADERS : EVERY_RESPONSE_HEADERS;
    for (const name of names) expect(theirs.headers.get(name), `${name} on ${path}`).toBe(ours.headers.get(name));
    expectFreshOnEveryUse(theirs.headers.get("cache-control"), path);
  }
  for (const path of ["/404.html", "/es/404.html"]) {
    const response = await fetch(`${host.origin}${path}`);
    expect(response.status, `${path}, redirects followed`).toBe(404);
  }
}

/** The build's rules for other hosts are not files to download. */
export async function expectHostFilesHidden(host: StaticHost) {
  for (const path of ["/_headers", "/_redirects"]) {
    const response = await get(host.origin, path);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).not.toContain("Written by the build");
  }
}

/**
 * The service worker (/sw.js): served as JavaScript and revalidated at every check (`no-cache`,
 * said outright: browsers cap a worker's HTTP caching at a day, but a day is a day of tabs on the
 * build before), so a deploy reaches the readers who have it.
 */
export async function expectServiceWorkerServed(host: StaticHost) {
  const response = await get(host.origin, SERVICE_WORKER_PATH);
  expect(response.status, SERVICE_WORKER_PATH).toBe(200);
  expect(response.headers.get("content-type"), SERVICE_WORKER_PATH).toMatch(/^(text|application)\/javascript/);
  const directives = (response.headers.get("cache-control") ?? "").split(",").map((d) => d.trim());
  expect(directives, `Cache-Control of ${SERVICE_WORKER_PATH}`).toContain("no-cache");
  expect(
    directives.some((d) => /^max-age=[1-9]/.test(d)),
    `Cache-Control of ${SERVICE_WORKER_PATH}`,
  ).toBe(false);
}
