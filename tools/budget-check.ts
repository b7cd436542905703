// Page-weight budgets: what each page type makes a reader download, gzip, against its budget.
//
// What is counted, for one page's HTML file:
// - JavaScript: every `<script src>`, every `<link rel="modulepreload">`, every module the deferred
//   hydration script loads (its list, read by app/framework/deferred-bootstrap.server.ts, which writes it)
//   or another inline `<script type="module">` imports (static or `import()`: it runs on every load,
//   so both kinds count there), and the static `import` closure of all of those. Each file once, as
//   the servers send it to a client without Brotli (below).
//   That sum is held against the JavaScript budget.
// - Shown beside it, not added to it: the inline scripts (React Router's context, scroll restoration
//   and, mostly, the page's hydration data), gzip. They are bytes of the HTML file and count against
//   the HTML budget there; adding them again would charge the JavaScript budget for content (the home
//   page's story list) rather than for code.
// - Not counted: a chunk reached only through a dynamic `import()` inside the bundle, which loads on
//   demand (the video player must be such a chunk). They are listed, with their size, as on demand.
// - CSS: every `<link rel="stylesheet">`, gzip.
// - HTML: the page's own file, gzip.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { COMPRESSION_MIN_BYTES } from "../server/file-rules";
import { init as initLexer, parse as parseModule } from "es-module-lexer";
import { Parser } from "htmlparser2";
import { pageHtmlFile, readBuiltPages } from "../scripts/lib/built-pages";
import { readDeferredModules } from "../app/framework/deferred-bootstrap.server";
import { LOCALES, SOURCE_LOCALE } from "../app/i18n/locale";
import { pathInLocale } from "../app/addresses/site-paths";
import { formatTextTable } from "./lib/text-table";

/** Budgets in bytes; kB means 1,000 bytes throughout. */
export interface Budgets {
  js: number;
  css: number;
  html: number;
}

export const BUDGETS: Budgets = { js: 118_000, css: 20_000, html: 60_000 };

export interface PageToMeasure {
  /** What kind of page this is: "home", "contributor index", ... */
  type: string;
  /** The HTML file, relative to the client folder. */
  file: string;
}

export interface SizedFile {
  /** The file relative to the client folder, as a URL path (`/assets/entry.client-abc.js`). */
  url: string;
  gzipBytes: number;
}

export interface PageWeight {
  type: string;
  file: string;
  html: number;
  /** Every JavaScript file the page loads at once, each counted once. */
  jsFiles: SizedFile[];
  /** The page's inline scripts together, gzip. */
  inlineJs: number;
  /** The sum of jsFiles: the figure held against the JavaScript budget (inlineJs is in `html`). */
  js: number;
  cssFiles: SizedFile[];
  css: number;
  /** Chunks reachable only through a dynamic import(): loaded on demand, not counted. */
  onDemand: SizedFile[];
}

export interface BudgetResult {
  type: string;
  file: string;
  figure: keyof Budgets;
  bytes: number;
  limit: number;
  ok: boolean;
}

interface ParsedHtml {
  scriptSrcs: string[];
  modulePreloads: string[];
  stylesheets: string[];
  inlineScripts: { module: boolean; code: string }[];
}

function parseHtml(html: string): ParsedHtml {
  const parsed: ParsedHtml = { scriptSrcs: [], modulePreloads: [], stylesheets: [], inlineScripts: [] };
  let inScript: { module: boolean; code: string } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "script") {
          const module = attributes.type === "module";
          if (attributes.src !== undefined) parsed.scriptSrcs.push(attributes.src);
          else inScript = { module, code: "" };
        } else if (name === "link") {
          const rels = (attributes.rel ?? "").toLowerCase().split(/\s+/);
          if (attributes.href === undefined) return;
          if (rels.includes("modulepreload")) parsed.modulePreloads.push(attributes.href);
          if (rels.includes("stylesheet")) parsed.stylesheets.push(attributes.href);
        }
      },
      ontext(text) {
        if (inScript) inScript.code += text;
      },
      onclosetag(name) {
        if (name === "script" && inScript) {
          parsed.inlineScripts.push(inScript);
          inScript = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return parsed;
}

/**
 * The bytes the servers send a client without Brotli: the build's .gz where it wrote one (the
 * bundle's files), else gzip at zlib's default level, as the server and nginx make it when they
 * send the file (pages, payloads: docs/decisions/031), but a file under COMPRESSION_MIN_BYTES as it
 * is: neither compresses one.
 */
function gzipBytes(file: string): number {
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  const bytes = readFileSync(file);
  return bytes.length < COMPRESSION_MIN_BYTES ? bytes.length : gzipSync(bytes).length;
}

/**
 * Imports of a module: static ones, and dynamic ones whose specifier is a plain string or a
 * template literal without substitutions (Vite writes its dynamic imports as `import(\`./x.js\`)`).
 */
function moduleImports(code: string): { static: string[]; dynamic: string[] } {
  const [imports] = parseModule(code);
  const result = { static: [] as string[], dynamic: [] as string[] };
  for (const entry of imports) {
    if (entry.d === -2) continue; // import.meta
    const specifier = entry.n ?? /^`([^`$]*)`$/.exec(code.slice(entry.s, entry.e).trim())?.[1];
    if (specifier === undefined) continue; // import(expression): nothing to resolve
    (entry.d === -1 ? result.static : result.dynamic).push(specifier);
  }
  return result;
}

/** Resolves a specifier from an HTML page or a module to a URL path on this site, or throws for other hosts. */
function resolveUrl(specifier: string, fromUrl: string, page: string): string {
  const resolved = new URL(specifier, new URL(fromUrl, "http://site.invalid"));
  if (resolved.origin !== "http://site.invalid") {
    throw new Error(
      `${page} loads ${specifier} from another host: its size cannot be measured, and the site must not depend on it`,
    );
  }
  return decodeURIComponent(resolved.pathname);
}

function urlToFile(clientDir: string, url: string, page: string): string {
  const file = path.join(clientDir, url);
  if (!file.startsWith(clientDir + path.sep) || !existsSync(file)) {
    throw new Error(`${page} loads ${url}, which is not in the build`);
  }
  return file;
}

export async function measurePage(clientDir: string, page: PageToMeasure): Promise<PageWeight> {
  await initLexer;
  const root = path.resolve(clientDir);
  const htmlFile = path.join(root, page.file);
  const pageUrl = `/${page.file.split(path.sep).join("/")}`;
  const html = readFileSync(htmlFile, "utf8");
  const parsed = parseHtml(html);

  const loaded = new Set<string>();
  const queue: string[] = [];
  const dynamicOnly = new Set<string>();
  const load = (url: string) => {
    if (!loaded.has(url)) {
      loaded.add(url);
      queue.push(url);
    }
  };
  for (const src of [...parsed.scriptSrcs, ...parsed.modulePreloads]) load(resolveUrl(src, pageUrl, page.file));
  // The deferred hydration script imports its modules from a list, read by the module that writes it.
  for (const url of readDeferredModules(html) ?? []) load(resolveUrl(url, pageUrl, page.file));
  for (const inline of parsed.inlineScripts.filter((s) => s.module)) {
    const { static: statics, dynamic } = moduleImports(inline.code);
    for (const specifier of [...statics, ...dynamic]) load(resolveUrl(specifier, pageUrl, page.file));
  }
  // The static import closure: what the browser must fetch before the page's code runs.
  while (queue.length > 0) {
    const url = queue.shift()!;
    const { static: statics, dynamic } = moduleImports(readFileSync(urlToFile(root, url, page.file), "utf8"));
    for (const specifier of statics) load(resolveUrl(specifier, url, page.file));
    for (const specifier of dynamic) dynamicOnly.add(resolveUrl(specifier, url, page.file));
  }
  // What a dynamic import pulls in statically is on demand too.
  const onDemand = new Set<string>();
  const pending = [...dynamicOnly].filter((url) => !loaded.has(url));
  while (pending.length > 0) {
    const url = pending.shift()!;
    if (onDemand.has(url) || loaded.has(url)) continue;
    onDemand.add(url);
    const file = path.join(root, url);
    if (!existsSync(file)) continue;
    const { static: statics, dynamic } = moduleImports(readFileSync(file, "utf8"));
    for (const specifier of [...statics, ...dynamic]) pending.push(resolveUrl(specifier, url, page.file));
  }

  const size = (url: string): SizedFile => ({ url, gzipBytes: gzipBytes(urlToFile(root, url, page.file)) });
  const jsFiles = [...loaded].map(size);
  const inlineCode = parsed.inlineScripts.map((s) => s.code).join("\n");
  const inlineJs = inlineCode.length > 0 ? gzipSync(inlineCode, { level: 9 }).length : 0;
  const cssFiles = [...new Set(parsed.stylesheets.map((href) => resolveUrl(href, pageUrl, page.file)))].map(size);
  const sum = (files: SizedFile[]) => files.reduce((total, f) => total + f.gzipBytes, 0);
  return {
    type: page.type,
    file: page.file,
    html: gzipBytes(htmlFile),
    jsFiles,
    inlineJs,
    js: sum(jsFiles),
    cssFiles,
    css: sum(cssFiles),
    onDemand: [...onDemand].filter((url) => existsSync(path.join(root, url))).map(size),
  };
}

function checkBudgets(weights: PageWeight[], budgets: Budgets = BUDGETS): BudgetResult[] {
  return weights.flatMap((w) =>
    (["js", "css", "html"] as const).map((figure) => ({
      type: w.type,
      file: w.file,
      figure,
      bytes: w[figure],
      limit: budgets[figure],
      ok: w[figure] <= budgets[figure],
    })),
  );
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** The table `npm run budget` prints: every figure against its budget. */
function formatBudgetTable(weights: PageWeight[], results: BudgetResult[]): string {
  const header = ["page", "file", "JS gzip", "CSS gzip", "HTML gzip", "inline scripts (in HTML)"];
  const rows = weights.map((w) => {
    const cell = (figure: keyof Budgets) => {
      const r = results.find((x) => x.file === w.file && x.figure === figure)!;
      return `${kB(r.bytes)} / ${kB(r.limit)} kB ${r.ok ? "ok" : "OVER"}`;
    };
    return [w.type, w.file, cell("js"), cell("css"), cell("html"), `${kB(w.inlineJs)} kB`];
  });
  return formatTextTable(header, rows);
}

/**
 * The pages held to the budgets, one of each type in each language the build has, from its route
 * manifest: home, the contributor index, the heaviest contributor page and the heaviest story page
 * (HTML gzip), the search page, the embed view, and the 404 page.
 */
export function selectPages(clientDir: string): PageToMeasure[] {
  const built = readBuiltPages(clientDir);
  const pages: PageToMeasure[] = [];
  for (const locale of LOCALES) {
    const suffix = locale === SOURCE_LOCALE ? "" : ` (${locale})`;
    const home = pathInLocale(built.home, locale);
    if (!built.all.includes(home)) continue;
    const heaviestOf = (routes: string[]) =>
      routes
        .map((route) => pathInLocale(route, locale))
        .filter((route) => built.all.includes(route))
        .map(pageHtmlFile)
        .map((file) => ({ file, bytes: gzipBytes(path.join(clientDir, file)) }))
        .sort((a, b) => b.bytes - a.bytes)[0];
    const heaviest = heaviestOf(built.contributors);
    if (!heaviest) throw new Error(`The build has no contributor page to measure${suffix}`);
    const heaviestStory = heaviestOf(built.stories);
    const notFound = locale === SOURCE_LOCALE ? "404.html" : `${locale}/404.html`;
    pages.push(
      { type: `home${suffix}`, file: pageHtmlFile(home) },
      { type: `contributor index${suffix}`, file: pageHtmlFile(pathInLocale(built.contributorIndex, locale)) },
      { type: `a contributor${suffix}`, file: heaviest.file },
      ...(heaviestStory ? [{ type: `a story${suffix}`, file: heaviestStory.file }] : []),
      { type: `search${suffix}`, file: pageHtmlFile(pathInLocale(built.search, locale)) },
      { type: `embed${suffix}`, file: pageHtmlFile(pathInLocale(built.embed, locale)) },
      ...(locale === SOURCE_LOCALE || existsSync(path.join(clientDir, notFound))
        ? [{ type: `404${suffix}`, file: notFound }]
        : []),
    );
  }
  for (const page of pages) {
    if (!existsSync(path.join(clientDir, page.file))) throw new Error(`${page.type}: ${page.file} is not in the build`);
  }
  return pages;
}

/** Measures the pages, prints the table, and says whether every figure is within its budget. */
export async function runBudget(
  clientDir: string,
  options: { pages?: PageToMeasure[]; budgets?: Budgets; log?: (line: string) => void } = {},
): Promise<{ ok: boolean; results: BudgetResult[]; weights: PageWeight[] }> {
  const log = options.log ?? console.log;
  const pages = options.pages ?? selectPages(clientDir);
  const weights = await Promise.all(pages.map((page) => measurePage(clientDir, page)));
  const results = checkBudgets(weights, options.budgets);
  log(formatBudgetTable(weights, results));
  const onDemand = new Map(weights.flatMap((w) => w.onDemand.map((f) => [f.url, f.gzipBytes] as const)));
  log(
    onDemand.size === 0
      ? "Loaded on demand, not counted: nothing (no dynamic import() in the pages' bundles)."
      : `Loaded on demand, not counted: ${[...onDemand].map(([url, bytes]) => `${url} ${kB(bytes)} kB`).join(", ")}`,
  );
  const over = results.filter((r) => !r.ok);
  for (const r of over) {
    log(`OVER BUDGET: ${r.type} (${r.file}) ${r.figure.toUpperCase()} ${kB(r.bytes)} kB > ${kB(r.limit)} kB`);
  }
  return { ok: over.length === 0, results, weights };
}
