/**
 * React Router's own pre-render, made from outside its build: the requests its `ssr: false`
 * pre-render makes to the server bundle, made here to the same bundle through its public request
 * handler, so that the build's pre-rendering processes write the same files (scripts/stages/prerender.ts,
 * docs/decisions/021). Checked against React Router 7.18.4; none of it is documented:
 * - the handler honours the pre-render's own header only when `IS_RR_BUILD_REQUEST` is set;
 * - for each page, the page's data request (its `.data` file) first, then the page itself with
 *   that data in `X-React-Router-Prerender-Data`, so no loader runs twice;
 * - `v8_trailingSlashAwareDataRequests`: `/` → `/_.data`, `/a` → `/a.data` (./payload-file.ts);
 * - with `ssr: false` the handler serves only the pages the bundle's `prerender` lists (it asks
 *   the list's `includes`);
 * - a data request whose loaders threw a Response answers 202, which the client renders itself.
 * tests/unit/framework/bare-app-build.test.ts pre-renders a page of the bare fixture app this way
 * and compares it with React Router's own file.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type ServerBuild, createRequestHandler } from "react-router";
import { DATA_FILE_EXTENSION, payloadPath } from "./payload-file";

/** A page pre-rendered: its data request's file and body, then the page's file and HTML. */
export interface PrerenderedPage {
  /** Relative to the client folder: `a/b.data`, `a/b/index.html`. */
  dataFile: string;
  data: string;
  htmlFile: string;
  html: string;
}

export interface Prerenderer {
  /** The pages React Router pre-rendered itself while it built (one per route, react-router.config.ts). */
  renderedByReactRouter: ReadonlySet<string>;
  render(page: string): Promise<PrerenderedPage>;
}

/** Imports the server bundle (the build's copy, app/framework/keep-server-build.server.ts). */
export async function importServerBuild<T extends ServerBuild>(serverBuildFile: string): Promise<T> {
  // Before the bundle is loaded: React Router reads the pre-render's own header only in a build.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  return (await import(pathToFileURL(serverBuildFile).href)) as T;
}

/** The file a request's path is written to, relative to the client folder: `/a/b.data`, `/a/b/` → `a/b/index.html`. */
const outFile = (requestPath: string) =>
  path.join(...requestPath.split("/"), ...(requestPath.endsWith("/") ? ["index.html"] : []));

/**
 * The pages to pre-render, as the handler is given them: it looks every request's path up with
 * the list's `includes`, twice a request, which at 6,000 pages was a linear search costing a
 * second of each thread's time; this list answers from a Set.
 */
function pageList(pages: string[]): string[] {
  const lookup = new Set(pages);
  return Object.assign([...pages], { includes: (page: string) => lookup.has(page) });
}

/** Pre-renders the given pages (paths as the site links them) from the server bundle. */
export function createPrerenderer(build: ServerBuild, pages: string[]): Prerenderer {
  const handler = createRequestHandler({ ...build, prerender: pageList(pages) }, "production");
  const withBasename = (pagePath: string) => `${build.basename ?? "/"}${pagePath}`.replace(/\/\/+/g, "/");

  async function request(requestPath: string, init?: RequestInit): Promise<string> {
    const response = await handler(new Request(`http://localhost${requestPath}`, init));
    const body = await response.text();
    const ok = response.status === 200 || (response.status === 202 && requestPath.endsWith(DATA_FILE_EXTENSION));
    if (!ok) throw new Error(`pre-rendering ${requestPath} answered ${response.status}:\n${body.slice(0, 2000)}`);
    return body;
  }

  return {
    renderedByReactRouter: new Set(build.prerender),
    async render(page) {
      const dataPath = withBasename(payloadPath(page));
      const data = await request(dataPath);
      const htmlPath = withBasename(`${page}/`);
      const html = await request(htmlPath, { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } });
      return { dataFile: outFile(dataPath), data, htmlFile: outFile(htmlPath), html };
    },
  };
}
