// Pre-renders a share of the site's pages, in a worker thread of the build (scripts/build.ts
// compiles this module to one JavaScript file and runs it in one thread per core it may use,
// docs/decisions/021). React Router's own pre-render is one loop in the thread that bundles; the
// same requests, made here to the same server bundle through React Router's public request
// handler, write the same files, and two threads share the work.
//
// For each page, as React Router does it: the page's data request (its `.data` file), then the
// page itself, given that data so no loader runs twice. Each file is written finished, as the
// post-build would leave it: the page with its hydration deferred and its policy, both with their .br and .gz, so
// that work is shared among the threads too; the post-build skips what is done unchanged.
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { type ServerBuild, createRequestHandler } from "react-router";
import { pagePathOf } from "./lib/built-pages";
import { policyContext, withPolicyMeta } from "./lib/policy-meta";
import { deferHydration, readStaticImports } from "./postbuild/defer-hydration";
import { writeWithCompressed } from "./postbuild/precompress";

export interface PrerenderStepData {
  /** The server bundle, kept from React Router's build (vite.config.ts, keepServerBuild). */
  serverBuildFile: string;
  clientDir: string;
  /** This worker takes every `workers`-th page, from the `index`-th. */
  index: number;
  workers: number;
  /** The content has a YouTube video (its hosts in the pages' policy, scripts/lib/policy-meta.ts). */
  youtube: boolean;
}

export type PrerenderStepMessage =
  | { event: "total"; total: number }
  | { event: "tick"; n: number }
  | {
      event: "finished";
      /** Every file written with its .br and .gz, relative to the client folder, with its modification time. */
      compressed: [string, number][];
    };

/** The server bundle's entry module, which also names the pages (app/entry.server.tsx). */
type PrerenderBuild = ServerBuild & { entry: { module: { getPrerenderPaths(): string[] } } };

const { serverBuildFile, clientDir, index, workers, youtube } = workerData as PrerenderStepData;
const post = (message: PrerenderStepMessage) => parentPort!.postMessage(message);

// React Router reads the pre-render's own headers (the page's data, below) only in a build.
process.env.IS_RR_BUILD_REQUEST = "yes";
const build = (await import(pathToFileURL(serverBuildFile).href)) as PrerenderBuild;
const pages = build.entry.module.getPrerenderPaths();
// The bundle lists the pages React Router pre-rendered itself, one per route (react-router.config.ts);
// with `ssr: false` its handler serves only the pages listed, so it is given them all.
const done = new Set(build.prerender);
const handler = createRequestHandler({ ...build, prerender: pages }, "production");
const mine = pages.filter((page) => !done.has(page)).filter((_, i) => i % workers === index);
post({ event: "total", total: mine.length });

/** The file a request's path is written to, relative to the client folder: `/a/b.data`, `/a/b/` → `a/b/index.html`. */
const outFile = (requestPath: string) =>
  path.join(...requestPath.split("/"), ...(requestPath.endsWith("/") ? ["index.html"] : []));

const staticImports = await readStaticImports(clientDir);
// HYDRATION_REWRITE=off: React Router's own bootstrap, for bench:ready's comparison only.
const rewriteBootstrap = process.env.HYDRATION_REWRITE !== "off";
const compressed: [string, number][] = [];

async function render(requestPath: string, init?: RequestInit): Promise<string> {
  const response = await handler(new Request(`http://localhost${requestPath}`, init));
  const body = await response.text();
  // 202: a data request whose loaders threw a Response, which the client renders itself.
  const ok = response.status === 200 || (response.status === 202 && requestPath.endsWith(".data"));
  if (!ok) throw new Error(`pre-rendering ${requestPath} answered ${response.status}:\n${body.slice(0, 2000)}`);
  return body;
}

/** Synchronously: in this thread nothing else waits, and libuv's round trips cost more than the writes. */
function write(relative: string, content: string): void {
  const file = path.join(clientDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  if (writeWithCompressed(file, relative, content)) compressed.push([relative, statSync(file).mtimeMs]);
}

const withBasename = (pagePath: string) => `${build.basename ?? "/"}${pagePath}`.replace(/\/\/+/g, "/");
for (const page of mine) {
  // v8_trailingSlashAwareDataRequests: `/` → `/_.data`, `/a` → `/a.data`.
  const dataPath = withBasename(page.endsWith("/") ? `${page}_.data` : `${page}.data`);
  const data = await render(dataPath);
  write(outFile(dataPath), data);
  const htmlPath = withBasename(`${page}/`);
  const html = await render(htmlPath, { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } });
  const htmlFile = outFile(htmlPath);
  const deferred = rewriteBootstrap ? deferHydration(html, htmlFile, staticImports) : html;
  // Last: the policy hashes the inline scripts the page ends with.
  write(htmlFile, withPolicyMeta(deferred, policyContext(pagePathOf(htmlFile), youtube), htmlFile));
  post({ event: "tick", n: 1 });
}
post({ event: "finished", compressed });
