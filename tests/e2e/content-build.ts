// A build of a content folder of the test's own (CONTENT_DIR), as an editor's change would make it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { runBuild } from "../../support/run-build";

/**
 * Builds the site from `contentDir` into `buildDir` (inside the project: the build's server bundle
 * finds the project's packages there) and expects it to succeed, with the build's errors as the
 * message; returns a reader of a built page's HTML by its path (`/es/contribuitor/rosa/`).
 */
export function buildFromContent(contentDir: string, buildDir: string, timeoutMs: number): (page: string) => string {
  const result = runBuild({ CONTENT_DIR: contentDir, BUILD_DIR: buildDir }, timeoutMs);
  expect(result.status, result.stderr).toBe(0);
  return (page) =>
    readFileSync(path.join(buildDir, "client", ...page.split("/").filter(Boolean), "index.html"), "utf8");
}
