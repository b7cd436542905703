// The response headers every page is served with, in one place: the build writes them into
// build/client/_headers (the Netlify / Cloudflare Pages format), and the project's server applies
// that file (server/headers-file.ts), so every host gets the same rules.
import { createHash } from "node:crypto";
import {
  DATA_CONTENT_TYPE,
  DATA_FILE_EXTENSION,
  FEED_CONTENT_TYPES,
  IMMUTABLE_CACHE_CONTROL,
  IMMUTABLE_PATH_PREFIX,
  REVALIDATE_CACHE_CONTROL,
} from "../../server/file-rules";
import { newsletterFormOrigin } from "../../app/newsletter/newsletter-config.server";
import { SERVICE_WORKER_PATH } from "../../app/addresses/site-paths";

/** What a page's own policy (its meta element, scripts/lib/policy-meta.ts) has to allow, beside the site's origin. */
export interface PolicyNeeds {
  /** SHA-256 hashes (base64) of the page's inline scripts. */
  scriptHashes: string[];
  /** The content has a YouTube video: the no-cookie embed, its API script and thumbnails. */
  youtube: boolean;
  /** Google Tag Manager is on (a GTM_ID at build time): Google's tag and analytics hosts. */
  tagManager?: boolean;
  /** Meta's pixel may load on this page (a META_PIXEL_ID, and not the embed). */
  metaPixel?: boolean;
  /** The search page (isSearchPath): Pagefind's WebAssembly, SEARCH_PAGE_SCRIPT_SOURCES; its form submits to itself. */
  search?: boolean;
  /** The origin the newsletter sign-up posts to (NEWSLETTER_URL's), on the pages that show it. */
  newsletterOrigin?: string;
  /**
   * A page of the site's layout (every page but the embed): the error page's search box, a GET
   * form to the site's search, may show in it after a client navigation to an unknown address.
   */
  siteLayout?: boolean;
}

/**
 * What the search pages' policy allows beyond every other page's, and the one place it is said:
 * Pagefind compiles its WebAssembly (docs/decisions/025). 'wasm-unsafe-eval' allows compiling
 * WebAssembly only, not eval() of JavaScript, and no other page has it.
 */
export const SEARCH_PAGE_SCRIPT_SOURCES = ["'wasm-unsafe-eval'"] as const;

const TAG_MANAGER = {
  script: ["https://www.googletagmanager.com"],
  frame: [],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

const META_PIXEL = {
  script: ["https://connect.facebook.net"],
  frame: [],
  img: ["https://www.facebook.com"],
  connect: ["https://www.facebook.com", "https://connect.facebook.net"],
};

const YOUTUBE = {
  // Plyr loads the iframe API, which loads its player scripts from the same host.
  script: ["https://www.youtube.com"],
  frame: ["https://www.youtube-nocookie.com"],
  img: ["https://i.ytimg.com"],
  // Plyr's title look-up answers inline (app/video/plyr-player.ts).
  connect: ["data:"],
};

/** The features the site never uses, turned off for it and anything it frames. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/** The base64 SHA-256 of an inline script, as CSP names it. */
export function scriptHash(source: string): string {
  return createHash("sha256").update(source, "utf8").digest("base64");
}

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The sources of the page's inline scripts that run (JSON-LD data blocks do not). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\btype="application\/ld\+json"/.test(attributes!))
    .map(([, , source]) => source!);
}

/** The hashes a page's policy lists: each inline script's, once. */
export function pageScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}

/** The directives no page loosens, in the page's own policy and in the header's. */
const CONSTANT_DIRECTIVES: [string, string[]][] = [
  ["object-src", ["'none'"]],
  ["base-uri", ["'none'"]],
];

/**
 * Where a page's forms may go: nowhere, but the site's own search (the search page's GET form to
 * itself before its script takes the form over, the error page's search box) and the newsletter
 * sign-up to its provider.
 */
function formAction(needs: Pick<PolicyNeeds, "search" | "siteLayout" | "newsletterOrigin">): string[] {
  const sources = [
    ...(needs.search || needs.siteLayout ? ["'self'"] : []),
    ...(needs.newsletterOrigin ? [needs.newsletterOrigin] : []),
  ];
  return sources.length > 0 ? sources : ["'none'"];
}

/**
 * The header's bound on every page's forms, which each page's own policy narrows: the site itself
 * (the search form) and, when the build has one, the newsletter's provider.
 */
function headerFormAction(newsletterOrigin = newsletterFormOrigin()): string[] {
  return formAction({ search: true, newsletterOrigin });
}

const formatPolicy = (directives: [string, string[]][]) =>
  directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");

/**
 * A page's own policy, carried by its `<meta http-equiv="Content-Security-Policy">`: scripts only
 * by hash, and what those load ('strict-dynamic'); no plugins; no <base>; the site's own origin
 * for everything else. Inline style attributes are allowed (the image placeholders and the video
 * box use them); inline scripts never are. A meta element cannot carry frame-ancestors: the
 * header's policy (headerPolicy) does.
 */
export function contentSecurityPolicy(needs: PolicyNeeds): string {
  const none = { script: [], frame: [], img: [], connect: [] };
  const youtube = needs.youtube ? YOUTUBE : none;
  const tags = needs.tagManager ? TAG_MANAGER : none;
  const pixel = needs.metaPixel ? META_PIXEL : none;
  return formatPolicy([
    ["default-src", ["'self'"]],
    [
      "script-src",
      needs.scriptHashes.length === 0
        ? ["'none'"]
        : [
            ...needs.scriptHashes.map((hash) => `'sha256-${hash}'`),
            "'strict-dynamic'",
            ...(needs.search ? SEARCH_PAGE_SCRIPT_SOURCES : []),
            // Only for browsers without 'strict-dynamic' (CSP 2), which ignore it and load by origin.
            "'self'",
            ...youtube.script,
            ...tags.script,
            ...pixel.script,
          ],
    ],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...youtube.img, ...tags.img, ...pixel.img]],
    ["media-src", ["'self'"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...youtube.connect, ...tags.connect, ...pixel.connect]],
    // The service worker (/sw.js): under 'strict-dynamic', script-src's 'self' would not allow it.
    ["worker-src", ["'self'"]],
    ["frame-src", youtube.frame.length > 0 ? youtube.frame : ["'none'"]],
    ...CONSTANT_DIRECTIVES,
    ["form-action", formAction(needs)],
  ]);
}

/**
 * The policy every response's header carries, the same for every page: what a meta element cannot
 * say (frame-ancestors) and what no page loosens. A browser enforces it beside the page's own.
 */
export function headerPolicy(frameable: boolean, newsletterOrigin = newsletterFormOrigin()): string {
  return formatPolicy([
    ...CONSTANT_DIRECTIVES,
    ["form-action", headerFormAction(newsletterOrigin)],
    ["frame-ancestors", [frameable ? "*" : "'none'"]],
  ]);
}

/** The headers of every page but the embed (and of every other response). */
export function pageHeaders(frameable: boolean, newsletterOrigin = newsletterFormOrigin()): Record<string, string> {
  return {
    "Content-Security-Policy": headerPolicy(frameable, newsletterOrigin),
    // The embed lives in other sites' iframes and talks to them (Pym.js): no framing ban, no COOP.
    ...(frameable ? {} : { "X-Frame-Options": "DENY", "Cross-Origin-Opener-Policy": "same-origin" }),
  };
}

/** Sent with every response, page or not. */
export const GLOBAL_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Browsers ignore it over plain HTTP, and keep to HTTPS for a year once they have seen it over HTTPS.
  "Strict-Transport-Security": "max-age=31536000",
  "Permissions-Policy": PERMISSIONS_POLICY,
};

/** nginx `add_header` lines for the headers (`always`: on error responses too). */
export function nginxAddHeaders(headers: Record<string, string>, indent = "    "): string {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join("\n");
}

/** The headers of every response but the embed's and the studio's: the every-response ones and the pages'. */
export const DEFAULT_HEADERS: Record<string, string> = { ...GLOBAL_HEADERS, ...pageHeaders(false) };

/** A path with headers of its own in place of the default ones (the embed, the studio). */
export interface HeaderOverride {
  /** An exact path (`/embed`), or a folder ending in `/` (the studio's `/admin/`). */
  path: string;
  /** Every header of the path but the every-response ones. */
  headers: Record<string, string>;
}

/**
 * The nginx twin of the `_headers` file, included by deploy/nginx.conf: `headers.conf` holds the
 * headers of every response, `pages.conf` a location for each language's 404 page (internal: asked
 * for by name, it answers as an unknown path of its language does) and for each path with headers
 * of its own (nginx's add_header in a location replaces the server's, so each repeats them).
 */
export function formatNginxIncludes(
  notFoundPaths: string[],
  overrides: HeaderOverride[],
): { headers: string; pages: string } {
  const note = "# Written by the build (scripts/postbuild/headers.ts); included by deploy/nginx.conf.";
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const location = (match: string, headers: Record<string, string>, last: string[]) =>
    [
      `location ${match} {`,
      '    add_header Cache-Control "no-cache" always;',
      nginxAddHeaders({ ...GLOBAL_HEADERS, ...headers }),
      ...last.map((line) => `    ${line}`),
      "}",
    ].join("\n");
  return {
    headers: [note, nginxAddHeaders(DEFAULT_HEADERS, ""), ""].join("\n"),
    pages: [
      note,
      ...notFoundPaths.map((page) =>
        location(`= ${page}`, pageHeaders(false), [`error_page 404 ${page};`, "internal;"]),
      ),
      ...overrides.flatMap((override) =>
        override.path.endsWith("/")
          ? // A folder (the studio's /admin/): everything in it, and its bare path.
            [`^~ ${override.path}`, `= ${override.path.replace(/\/$/, "")}`].map((match) =>
              location(match, override.headers, ["try_files $uri $uri/index.html =404;"]),
            )
          : [
              location(`~ ^${escape(override.path)}(?:/|/index\\.html)?$`, override.headers, [
                "try_files $uri $uri/index.html =404;",
              ]),
            ],
      ),
      "",
    ].join("\n\n"),
  };
}

/**
 * What the hosts that read `_headers` must be told about kinds of file (server/file-rules.ts):
 * their defaults cache /assets/ for no time and send payloads as `application/octet-stream`. No
 * path here may also match a page: a host sends both values of a header two rules set.
 */
export const FILE_KIND_HEADERS: Record<string, Record<string, string>> = {
  [`${IMMUTABLE_PATH_PREFIX}*`]: { "Cache-Control": IMMUTABLE_CACHE_CONTROL },
  [`/*${DATA_FILE_EXTENSION}`]: { "Content-Type": DATA_CONTENT_TYPE },
  // The feeds: their own media types, and revalidated (the hosts' defaults cache them a while).
  ...Object.fromEntries(
    [...FEED_CONTENT_TYPES].map(([path, type]) => [
      path,
      { "Content-Type": type, "Cache-Control": REVALIDATE_CACHE_CONTROL },
    ]),
  ),
  // The service worker: browsers check it for a new build at every load, past any HTTP cache.
  [SERVICE_WORKER_PATH]: { "Cache-Control": REVALIDATE_CACHE_CONTROL },
};

/**
 * The `_headers` file, the same few rules at any size of site: every response's headers with the
 * pages' (`/*`), one rule for each kind of file, then the paths with headers of their own. Hosts
 * send every matching rule's headers, joining two values of one header with a comma (a second
 * policy only adds restrictions: the embed would not be frameable), so each of those first removes
 * the `/*` values it replaces (`! Name`, Cloudflare Pages' way to detach a header).
 */
export function formatHeadersFile(overrides: HeaderOverride[]): string {
  const block = (path: string, headers: Record<string, string>, unset: string[] = []) =>
    [
      path,
      ...unset.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n");
  const replaced = Object.keys(pageHeaders(false));
  return [
    "# Written by the build (scripts/postbuild/headers.ts) from scripts/lib/security-headers.ts.",
    block("/*", DEFAULT_HEADERS),
    ...Object.entries(FILE_KIND_HEADERS).map(([path, headers]) => block(path, headers)),
    ...overrides.flatMap((override) =>
      (override.path.endsWith("/") ? [override.path.replace(/\/$/, ""), `${override.path}*`] : [override.path]).map(
        (path) => block(path, override.headers, replaced),
      ),
    ),
    "",
  ].join("\n\n");
}
