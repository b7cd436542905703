import { describe, expect, test } from "vitest";
import {
  contributorPath,
  contributorIndexPath,
  embedPath,
  homePath,
  storyPath,
} from "../../../app/addresses/site-paths";
import { getLegacyRedirects } from "../../../app/navigation/legacy-paths";
import { LOCALES } from "../../../app/i18n/locale";
import { headerOverrides } from "../../../scripts/postbuild/headers";
import { CLOUDFLARE_PAGES_LIMITS, cloudflarePagesWarnings } from "../../../scripts/upload/host-limits";
import { redirectsFile } from "../../../scripts/postbuild/redirect-pages";
import { formatHeadersFile } from "../../../scripts/lib/security-headers";
import { contributorSlug } from "../../../tools/bench/content";

/**
 * The pages a build of `contributors` synthetic contributors (tools/bench/content.ts) pre-renders,
 * each with two stories of their own pages.
 */
const pagePaths = (contributors: number) =>
  LOCALES.flatMap((locale) => [
    homePath(undefined, locale),
    contributorIndexPath(locale),
    embedPath(locale),
    ...Array.from({ length: contributors }, (_, i) => [
      contributorPath(contributorSlug(i), locale),
      storyPath(contributorSlug(i), `story-${i}-a`, locale),
      storyPath(contributorSlug(i), `story-${i}-b`, locale),
    ]).flat(),
  ]);

/** What the build writes for hosts at that size. */
function hostFiles(contributors: number) {
  const pages = pagePaths(contributors);
  return { headers: formatHeadersFile(headerOverrides()), redirects: redirectsFile(getLegacyRedirects(pages), pages) };
}

const rulesOf = (text: string) => text.split("\n").filter((line) => /^[^\s#]/.test(line));

describe("the static hosts' rule files at any size of site", () => {
  test("_headers has the same few rules for 12 and for 1,000 contributors, every line within Cloudflare's limit", () => {
    const small = hostFiles(12);
    const large = hostFiles(1000);
    expect(rulesOf(large.headers)).toEqual(rulesOf(small.headers));
    expect(rulesOf(large.headers).length).toBeLessThanOrEqual(15);
    for (const line of large.headers.split("\n")) expect(line.length).toBeLessThan(CLOUDFLARE_PAGES_LIMITS.lineLength);
  });

  test("_redirects has the same rules for 12 and for 1,000 contributors: one pattern for their pages, one for their legacy paths", () => {
    const large = rulesOf(hostFiles(1000).redirects);
    expect(large).toEqual(rulesOf(hostFiles(12).redirects));
    expect(large).toContain("/contributor/:slug /contribuitor/:slug 308");
    expect(large).toContain("/es/contributor/:slug /es/contribuitor/:slug 308");
    expect(large).toContain("/contribuitor/:slug/:story /contribuitor/:slug/:story/ 200");
    expect(large).toContain("/es/contribuitor/:slug/:story /es/contribuitor/:slug/:story/ 200");
    expect(large.filter((line) => line.includes("contributor-") || line.includes("story-"))).toEqual([]);
  });

  test("Cloudflare Pages reads both files whole at 1,000 contributors", () => {
    const { headers, redirects } = hostFiles(1000);
    expect(cloudflarePagesWarnings(headers, redirects)).toEqual([]);
  });
});
