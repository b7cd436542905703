import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import { ContentError } from "../../../app/content/content-error.server";

const FIXTURE = path.resolve("tests/fixtures/content");

/** A temporary copy of the small valid content in tests/fixtures/content, to break on purpose. */
export function copyFixture(): {
  dir: string;
  file: (relative: string) => string;
  edit: (relative: string, change: (text: string) => string) => void;
  write: (relative: string, text: string) => void;
  remove: () => void;
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), "content-"));
  cpSync(FIXTURE, dir, { recursive: true });
  const file = (relative: string) => path.join(dir, relative);
  return {
    dir,
    file,
    edit: (relative, change) => writeFileSync(file(relative), change(readFileSync(file(relative), "utf8"))),
    write: (relative, text) => writeFileSync(file(relative), text),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The ContentError a function throws, or a failure if it throws nothing. */
export function contentErrorOf(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("expected a ContentError, but nothing was thrown");
}

/**
 * For each test of the suite that calls it: CONTENT_DIR at `contentDir()`, IMAGE_CACHE_DIR at a
 * fresh empty folder; both unset, and the folder removed, after it.
 */
export function withContentEnvironment(contentDir: () => string): void {
  let cache = "";
  beforeEach(() => {
    cache = mkdtempSync(path.join(os.tmpdir(), "image-cache-"));
    process.env.CONTENT_DIR = contentDir();
    process.env.IMAGE_CACHE_DIR = cache;
  });
  afterEach(() => {
    delete process.env.CONTENT_DIR;
    delete process.env.IMAGE_CACHE_DIR;
    rmSync(cache, { recursive: true, force: true });
  });
}
