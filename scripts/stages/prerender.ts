// Pre-renders a share of the site's pages, in one of the build's processes for it (compiled beside
// the server bundle, so that its imports resolve as the bundle's do; docs/decisions/021, 029).
// React Router's own pre-render is one loop in the process that bundles; the same requests, made
// here to the same server bundle (app/framework/prerender-requests.server.ts), write the same
// files, and the processes share the work.
//
// Each file is written finished, as the post-build would leave it: the page with its hydration
// deferred and its policy, both with their compressed copies, so that work is shared among the
// processes too; the post-build skips what is done unchanged.
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { deferredBootstrap, rewritesBootstrap } from "../../app/framework/deferred-bootstrap.server";
import { rewritePage } from "../../app/framework/page-rewrite.server";
import { createPrerenderer, importServerBuild } from "../../app/framework/prerender-requests.server";
import { readStaticImports } from "../../app/framework/static-imports.server";
import { pagePathOf } from "../lib/built-pages";
import { count } from "../lib/progress";
import { runAsStage, stageProgress } from "../stage-process/stage-port";
import { policyContext, policyFor } from "../lib/policy-meta";
import { writeWithCompressed } from "../upload/precompress";

export interface PrerenderStageInput {
  /** The server bundle, kept from React Router's build (app/framework/keep-server-build.server.ts). */
  serverBuildFile: string;
  clientDir: string;
  /** This process takes every `workers`-th page, from the `index`-th. */
  index: number;
  workers: number;
  /** The content has a YouTube video (its hosts in the pages' policy, scripts/lib/policy-meta.ts). */
  youtube: boolean;
}

/** Every file written with its compressed copies, relative to the client folder, with its modification time. */
export type PrerenderStageResult = [string, number][];

/** The server bundle's entry module, which also names the pages (app/entry.server.tsx). */
type SiteServerBuild = ServerBuild & { entry: { module: { getPrerenderPaths(): string[] } } };

// A page that cannot be rendered fails the build with its path and status, as the build's own message.
await runAsStage(async (input: PrerenderStageInput): Promise<PrerenderStageResult> => {
  const { serverBuildFile, clientDir, index, workers, youtube } = input;
  const build = await importServerBuild<SiteServerBuild>(serverBuildFile);
  const pages = build.entry.module.getPrerenderPaths();
  const prerenderer = createPrerenderer(build, pages);
  const mine = pages
    .filter((page) => !prerenderer.renderedByReactRouter.has(page))
    .filter((_, i) => i % workers === index);
  const progress = stageProgress("pre-rendering");
  progress.setTotal(mine.length);

  const staticImports = await readStaticImports(clientDir);
  const rewriteBootstrap = rewritesBootstrap();
  const compressed: [string, number][] = [];

  /** Synchronously: in this process nothing else waits, and libuv's round trips cost more than the writes. */
  const folders = new Set<string>();
  function write(relative: string, content: string): void {
    const file = path.join(clientDir, relative);
    const folder = path.dirname(file);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    if (writeWithCompressed(file, relative, content)) compressed.push([relative, statSync(file).mtimeMs]);
  }

  /** Progress goes to the build a few times a second, not once a page: a message a page cost 0.6 s a process at 3,000 pages. */
  const TICK_MS = 200;
  let ticked = 0;
  let lastTick = performance.now();
  for (const page of mine) {
    const { dataFile, data, htmlFile, html } = await prerenderer.render(page);
    write(dataFile, data);
    write(
      htmlFile,
      rewritePage(html, htmlFile, {
        bootstrap: rewriteBootstrap ? deferredBootstrap(htmlFile, staticImports) : undefined,
        policy: policyFor(policyContext(pagePathOf(htmlFile), youtube)),
      }),
    );
    ticked += 1;
    // A turn of the event loop between pages: a page's loaders wait on no file, so without it the
    // whole loop is one task, and what Node frees only between tasks (each page's response streams,
    // its request, its HTML) piles up page after page.
    await new Promise((resolve) => setImmediate(resolve));
    if (performance.now() - lastTick >= TICK_MS) {
      progress.tick(ticked);
      ticked = 0;
      lastTick = performance.now();
    }
  }
  progress.tick(ticked);
  progress.done(`pre-rendered ${count(pages.length, "page")} in ${count(workers, "process", "processes")}`);
  return compressed;
});
