import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { copyFixture, withContentEnvironment } from "../content/content-fixture";

/**
 * A build's later stages build from the content its first stage validated (scripts/stages/content.ts
 * writes the snapshot, app/stage-handover/content-snapshot.server.ts reads it): a file changed after it
 * was written changes nothing, and an image found then is not read again.
 */

type Modules = {
  cache: typeof import("../../../app/content/cache.server");
  images: typeof import("../../../app/images/images.server");
  snapshot: typeof import("../../../app/stage-handover/content-snapshot.server");
  memos: typeof import("../../../app/stage-handover/once-per-key.server");
};

/** A process's fresh copy of the content modules, as a stage's process starts with. */
async function freshProcess(): Promise<Modules> {
  vi.resetModules();
  for (const name of ["collections", "content-snapshot"])
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(`pandemic-year-stories.${name}`)];
  return {
    cache: await import("../../../app/content/cache.server"),
    images: await import("../../../app/images/images.server"),
    snapshot: await import("../../../app/stage-handover/content-snapshot.server"),
    memos: await import("../../../app/stage-handover/once-per-key.server"),
  };
}

let fixture: ReturnType<typeof copyFixture>;
let snapshotDir = "";
beforeEach(() => {
  fixture = copyFixture();
  snapshotDir = mkdtempSync(path.join(os.tmpdir(), "content-snapshot-"));
});
afterEach(() => {
  delete process.env.CONTENT_SNAPSHOT;
  fixture.remove();
  rmSync(snapshotDir, { recursive: true, force: true });
});
withContentEnvironment(() => fixture.dir);

/** The first stage: the content loaded, the kitchen table's hero image made, the snapshot written. */
async function writeSnapshot(dir = fixture.dir): Promise<{ file: string; heroStem: string }> {
  const first = await freshProcess();
  const collections = first.cache.getCollections();
  const hero = path.join(fixture.dir, "stories/kitchen-table/hero.svg");
  const image = await first.images.getImage({ file: hero, alt: "" }, "hero");
  const file = path.join(snapshotDir, "content.snapshot");
  first.snapshot.writeContentSnapshot(file, { dir, collections, memos: await first.memos.settledMemos() });
  return { file, heroStem: image.stem };
}

describe("the content snapshot", () => {
  test("a later stage reads the content and the images as the first stage found them", async () => {
    const { file, heroStem } = await writeSnapshot();
    fixture.edit("stories/kitchen-table/index.md", (text) => text.replace("The kitchen table", "Changed since"));
    rmSync(fixture.file("stories/kitchen-table/hero.svg"));

    process.env.CONTENT_SNAPSHOT = file;
    const later = await freshProcess();
    const titles = later.cache.getCollections().stories.map((story) => story.title);
    expect(titles).toContain("The kitchen table");
    expect(titles).not.toContain("Changed since");
    // The source is gone: only the snapshot's answer can give its variants.
    const hero = path.join(fixture.dir, "stories/kitchen-table/hero.svg");
    expect((await later.images.getImage({ file: hero, alt: "" }, "hero")).stem).toBe(heroStem);
    expect(later.images.imageStats).toEqual({ processed: 0, cached: 0 });
  });

  test("a snapshot of another content folder is not used: the files are read", async () => {
    const { file } = await writeSnapshot("/some/other/content");
    fixture.edit("stories/kitchen-table/index.md", (text) => text.replace("The kitchen table", "Changed since"));

    process.env.CONTENT_SNAPSHOT = file;
    const later = await freshProcess();
    expect(later.cache.getCollections().stories.map((story) => story.title)).toContain("Changed since");
  });
});
