// linkinator over the served site, from / and recursively through every page it links to. Links to
// other hosts are skipped, never fetched; absolute links to the public origin (SITE_URL, used in
// canonicals and the embed's links) are rewritten to the served copy, so they are checked too.
import { LinkChecker, LinkState } from "linkinator";
import { getSiteUrl } from "../../app/addresses/site-url.server";

export interface LinkReport {
  checked: number;
  ok: number;
  skipped: number;
  broken: { url: string; status?: number; parent?: string }[];
  /** External links seen (skipped, never fetched). */
  external: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export async function checkLinks(origin: string): Promise<LinkReport> {
  const siteUrl = getSiteUrl();
  const external: string[] = [];
  const result = await new LinkChecker().check({
    path: `${origin}/`,
    recurse: true,
    concurrency: 8,
    timeout: 10_000,
    checkCss: true,
    checkFragments: true,
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(siteUrl)}(?=/|$)`), replacement: origin }],
    linksToSkip: async (link) => {
      if (link === origin || link.startsWith(`${origin}/`)) return false;
      external.push(link);
      return true;
    },
  });
  const links = result.links;
  return {
    checked: links.length,
    ok: links.filter((l) => l.state === LinkState.OK).length,
    skipped: links.filter((l) => l.state === LinkState.SKIPPED).length,
    broken: links
      .filter((l) => l.state === LinkState.BROKEN)
      .map((l) => ({ url: l.url, status: l.status, parent: l.parent })),
    external: [...new Set(external)],
  };
}
