// The site search's index (scripts/search/search-index.ts), from the pages as they ship (after the
// last step that changes them), in a process of its own: one language after the other, so that one
// Pagefind process at a time holds one language's index (docs/decisions/029).
import { LOCALES } from "../../app/i18n/locale";
import { runAsStage } from "../stage-process/stage-port";
import { writeSearchIndex } from "../search/search-index";
import { count } from "../lib/progress";

export interface SearchStageInput {
  clientDir: string;
  /** Every page of the build, both languages. */
  pagePaths: string[];
}

await runAsStage(async ({ clientDir, pagePaths }: SearchStageInput) => {
  for (const locale of LOCALES) {
    const cost = await writeSearchIndex(clientDir, pagePaths, locale);
    console.log(
      `search index (${locale}): ${count(cost.records, "entry", "entries")}, ${count(cost.files, "file")}, ${(cost.bytes / 1024).toFixed(1)} kB, in ${cost.seconds.toFixed(1)} s`,
    );
  }
});
