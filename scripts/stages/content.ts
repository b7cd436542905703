// The build's first stage, in a process of its own so that what it loads (the content, the
// Markdown and schema libraries, sharp) is given back before Vite starts: the third parties' ids,
// then the content (every problem in every file reported at once, before anything is built), then
// the image step, so pre-rendering finds every variant in the cache. It writes the validated content
// and the images it found for the later stages to read (app/stage-handover/content-snapshot.server.ts), and
// returns what the later stages need of it.
import { getAnalyticsConfig } from "../../app/analytics/analytics-config.server";
import { getNewsletterConfig } from "../../app/newsletter/newsletter-config.server";
import { getCollections } from "../../app/content/cache.server";
import { getContentDir } from "../../app/config/content-dir.server";
import { writeContentSnapshot } from "../../app/stage-handover/content-snapshot.server";
import { settledMemos } from "../../app/stage-handover/once-per-key.server";
import { imageStats } from "../../app/images/images.server";
import { shareCardStats } from "../../app/images/share-card.server";
import { listContentAssets } from "../content-build/content-assets";
import { getLegacyRedirects } from "../../app/navigation/legacy-paths";
import { type ContentDigest, digestContent } from "../content-build/content-digest";
import { hostLimitsGuarded, leastUploadFiles, uploadLimitErrors } from "../upload/host-limits";
import { runAsStage, stageProgress } from "../stage-process/stage-port";
import { count } from "../lib/progress";

export interface ContentStageInput {
  /** Where the validated collections are written for the later stages (app/stage-handover/content-snapshot.server.ts). */
  snapshotFile: string;
}

export interface ContentStageResult {
  /** Every file the pages use, by name in the image cache's files folder. */
  contentAssets: string[];
  /** What the later stages need of the content, so that they need not load it again. */
  digest: ContentDigest;
}

await runAsStage(async ({ snapshotFile }: ContentStageInput): Promise<ContentStageResult> => {
  // The third parties' ids first: a malformed one names the variable before any work is done.
  getAnalyticsConfig();
  getNewsletterConfig();

  const validating = stageProgress("content");
  const collections = getCollections();
  const { stories, contributors, newsrooms, skipped } = collections;
  validating.done(
    `validated ${count(stories.length, "story", "stories")}, ${count(contributors.length, "contributor")}, ${count(newsrooms.length, "newsroom")}`,
    skipped.map(({ entry, reason }) => `Kept out of the build: content/${entry} (${reason})`),
  );

  const images = stageProgress("images");
  const cardNotes: string[] = [];
  const names = await listContentAssets(images, cardNotes);
  images.done(
    `images: ${imageStats.processed} processed, ${imageStats.cached} from cache; link-preview cards: ${shareCardStats.drawn} drawn, ${shareCardStats.cached} from cache; ${count(names.length, "file")}`,
    cardNotes,
  );
  // After the image step: the feeds name each story's link-preview image, from the image cache.
  const digest = await digestContent();
  writeContentSnapshot(snapshotFile, { dir: getContentDir(), collections, memos: await settledMemos() });
  // A content set whose pages alone are past a static host's upload limit stops here, before the
  // build writes anything (scripts/upload/host-limits.ts); the finished build is checked in full.
  if (hostLimitsGuarded()) {
    const least = leastUploadFiles(
      digest.pagePaths.length,
      Object.keys(getLegacyRedirects(digest.pagePaths)).length,
      names.length,
    );
    const errors = uploadLimitErrors({ files: least, largest: { file: "", bytes: 0 } });
    if (errors.length > 0) throw new Error(errors.join("\n"));
  }
  return { contentAssets: names, digest };
});
