// The search index, from the pages as they ship (after the last step that changes them): one
// language after the other, so that one Pagefind process at a time holds one language's index
// (scripts/postbuild/search-index.ts, docs/decisions/029). Pagefind indexes in a process of its own;
// this side only reads the pages and hands it their marked entries, so it runs in the build's own
// process, loaded only now. Its browser script is compressed next.
import { LOCALES } from "../../app/i18n/locale";
import { count } from "../progress";

export async function indexForSearch(clientDir: string, pagePaths: string[]): Promise<void> {
  const { writeSearchIndex } = await import("../postbuild/search-index");
  for (const locale of LOCALES) {
    const cost = await writeSearchIndex(clientDir, pagePaths, locale);
    console.log(
      `search index (${locale}): ${count(cost.records, "entry", "entries")}, ${count(cost.files, "file")}, ${(cost.bytes / 1024).toFixed(1)} kB, in ${cost.seconds.toFixed(1)} s`,
    );
  }
}
