// The site search's index (scripts/postbuild/search-index.ts), in a process of its own started by
// scripts/stages/search.ts: one language after the other, so that one Pagefind process at a time
// holds one language's index (docs/decisions/029).
import { LOCALES } from "../app/i18n/locale";
import { runAsStage, stageInput } from "./lib/stage-port";
import { writeSearchIndex } from "./postbuild/search-index";
import { count } from "./progress";

export interface SearchStepInput {
  clientDir: string;
  /** Every page of the build, both languages. */
  pagePaths: string[];
}

await runAsStage(async () => {
  const { clientDir, pagePaths } = await stageInput<SearchStepInput>();
  for (const locale of LOCALES) {
    const cost = await writeSearchIndex(clientDir, pagePaths, locale);
    console.log(
      `search index (${locale}): ${count(cost.records, "entry", "entries")}, ${count(cost.files, "file")}, ${(cost.bytes / 1024).toFixed(1)} kB, in ${cost.seconds.toFixed(1)} s`,
    );
  }
});
