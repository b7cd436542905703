// The pages of a finished build, read from its route manifest and grouped by type, for the scripts
// that measure one page of each type (budgets, audits, benchmarks).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROUTE_MANIFEST_PATH } from "../../app/config/constants";
import type { RouteManifest } from "../../app/navigation/route-manifest";
import {
  contributorIndexPath,
  contributorSlugOf,
  embedPath,
  homePath,
  searchPath,
  storySlugsOf,
} from "../../app/addresses/site-paths";

export interface BuiltPages {
  /** Every pre-rendered page, in the manifest's order. */
  all: string[];
  home: string;
  contributorIndex: string;
  /** The contributor pages, in the manifest's order. */
  contributors: string[];
  /** The story pages, in the manifest's order. */
  stories: string[];
  embed: string;
  search: string;
  /** The redirect pages the build wrote (legacy paths), for hosts that cannot redirect. */
  redirects: string[];
}

/** The page paths of the build in `clientDir`, grouped by type; throws when it has not been built. */
export function readBuiltPages(clientDir: string): BuiltPages {
  const file = path.join(clientDir, ROUTE_MANIFEST_PATH);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build)`);
  const { routes, redirects } = JSON.parse(readFileSync(file, "utf8")) as RouteManifest;
  return {
    all: routes,
    home: homePath(),
    contributorIndex: contributorIndexPath(),
    contributors: routes.filter((route) => contributorSlugOf(route) !== undefined),
    stories: routes.filter((route) => storySlugsOf(route) !== undefined),
    embed: embedPath(),
    search: searchPath(),
    redirects: Object.keys(redirects ?? {}),
  };
}

/** The first contributor page of the build, or a clear error when it has none. */
export function firstContributorPage(pages: BuiltPages): string {
  const [first] = pages.contributors;
  if (!first) throw new Error("The build has no contributor page");
  return first;
}

/** The first story page of the build, or a clear error when it has none. */
export function firstStoryPage(pages: BuiltPages): string {
  const [first] = pages.stories;
  if (!first) throw new Error("The build has no story page");
  return first;
}

/** A page's pre-rendered HTML file, relative to the client folder. */
export function pageHtmlFile(pagePath: string): string {
  return path.join(pagePath.replace(/^\/+/, ""), "index.html");
}

/** The URL path a written HTML file answers: `contribuitor/index.html` is /contribuitor. */
export function pagePathOf(relativeFile: string): string {
  const url = `/${relativeFile.split(path.sep).join("/")}`;
  return url === "/index.html" ? "/" : url.replace(/\/index\.html$/, "");
}
