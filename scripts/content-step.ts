// The build's first stage, run in a process of its own by scripts/stages/content.ts so that what
// it loads (the content, the Markdown and schema libraries, sharp) is given back before Vite starts:
// the third parties' ids, then the content (every problem in every file reported at once, before
// anything is built), then the image step, so pre-rendering finds every variant in the cache. It
// posts its progress and its summaries; the build prints them, and gets the list of content files
// to copy. It writes the validated content and the images it found for the later stages to read
// (app/content/content-snapshot.server.ts).
import { getAnalyticsConfig } from "../app/analytics/analytics-config.server";
import { getNewsletterConfig } from "../app/newsletter/newsletter-config.server";
import { getCollections } from "../app/content/cache.server";
import { getContentDir } from "../app/content/content-dir.server";
import { writeContentSnapshot } from "../app/content/content-snapshot.server";
import { settledMemos } from "../app/content/once-per-key.server";
import { imageStats } from "../app/content/images.server";
import { shareCardStats } from "../app/content/share-card.server";
import { listContentAssets } from "./postbuild/content-assets";
import { getLegacyRedirects } from "../app/navigation/legacy-paths";
import { type ContentDigest, digestContent } from "./postbuild/content-digest";
import { hostLimitsGuarded, leastUploadFiles, uploadLimitErrors } from "./postbuild/host-limits";
import { postToBuild, runAsStage, stageInput } from "./lib/stage-port";
import { count } from "./progress";

export type ContentStepName = "content" | "images";

export type ContentStepMessage =
  | { step: ContentStepName; event: "start" }
  | { step: ContentStepName; event: "total"; total: number }
  | { step: ContentStepName; event: "tick"; n: number }
  /** The step's summary, without its time: the build's progress line adds it. */
  | { step: ContentStepName; event: "done"; summary: string; notes: string[] }
  /** Every file the pages use, by name in the image cache's files folder. */
  | { event: "assets"; names: string[] }
  /** What the post-build steps need of the content, so that they need not load it again. */
  | { event: "digest"; digest: ContentDigest };

export interface ContentStepInput {
  /** Where the validated collections are written for the later stages (app/content/content-snapshot.server.ts). */
  snapshotFile: string;
}

const post = (message: ContentStepMessage) => postToBuild(message);
const { snapshotFile } = await stageInput<ContentStepInput>();

await runAsStage(async () => {
  // The third parties' ids first: a malformed one names the variable before any work is done.
  getAnalyticsConfig();
  getNewsletterConfig();

  post({ step: "content", event: "start" });
  const collections = getCollections();
  const { stories, contributors, newsrooms, skipped } = collections;
  post({
    step: "content",
    event: "done",
    summary: `validated ${count(stories.length, "story", "stories")}, ${count(contributors.length, "contributor")}, ${count(newsrooms.length, "newsroom")}`,
    notes: skipped.map(({ entry, reason }) => `Kept out of the build: content/${entry} (${reason})`),
  });

  post({ step: "images", event: "start" });
  const cardNotes: string[] = [];
  const names = await listContentAssets(
    {
      setTotal: (total) => post({ step: "images", event: "total", total }),
      tick: (n = 1) => post({ step: "images", event: "tick", n }),
    },
    cardNotes,
  );
  post({
    step: "images",
    event: "done",
    summary: `images: ${imageStats.processed} processed, ${imageStats.cached} from cache; link-preview cards: ${shareCardStats.drawn} drawn, ${shareCardStats.cached} from cache; ${count(names.length, "file")}`,
    notes: cardNotes,
  });
  post({ event: "assets", names });
  // After the image step: the feeds name each story's link-preview image, from the image cache.
  const digest = await digestContent();
  writeContentSnapshot(snapshotFile, { dir: getContentDir(), collections, memos: await settledMemos() });
  // A content set whose pages alone are past a static host's upload limit stops here, before the
  // build writes anything (scripts/postbuild/host-limits.ts); the finished build is checked in full.
  if (hostLimitsGuarded()) {
    const least = leastUploadFiles(
      digest.pagePaths.length,
      Object.keys(getLegacyRedirects(digest.pagePaths)).length,
      names.length,
    );
    const errors = uploadLimitErrors({ files: least, largest: { file: "", bytes: 0 } });
    if (errors.length > 0) throw new Error(errors.join("\n"));
  }
  post({ event: "digest", digest });
});
