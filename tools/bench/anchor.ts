// The benchmarks' anchor: the bare React Router 7 app pre-rendered at the site's page paths
// (tests/fixtures/bare-prerender-app), served as the site is, by the project's server.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { precompress } from "../../scripts/upload/precompress";
import { HEADERS_FILE } from "../../server/headers-file";
import { buildBareApp } from "../../support/bare-app";

/** What the project's server wants of a build besides its pages: a 404 page and a headers file; all compressed ahead. */
export async function servableAsTheSite(clientDir: string): Promise<void> {
  writeFileSync(path.join(clientDir, "404.html"), "<!DOCTYPE html><title>Not found</title><h1>Not found</h1>");
  writeFileSync(path.join(clientDir, HEADERS_FILE), "");
  await precompress(clientDir);
}

/** Builds the anchor into the fixture's `buildDirName` (removeBareAppBuild removes it); returns its client folder. */
export async function buildAnchor(buildDirName: string): Promise<string> {
  const clientDir = buildBareApp(buildDirName);
  await servableAsTheSite(clientDir);
  return clientDir;
}
