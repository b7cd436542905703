import { DEFAULT_SITE_URL } from "../config/constants";
import { type HostDeploy, PRODUCTION_BRANCH_VARIABLE, hostDeploy } from "./host-deploy.server";

/**
 * The public origin every absolute address of the build is made against (canonical links, link
 * previews, hreflang, JSON-LD, feeds, sitemap.xml, robots.txt, oEmbed files, the embed's links and
 * snippets, the printed video address), and whether search engines may index the deploy.
 */
export interface SiteAddress {
  /** The origin, never a trailing slash. */
  url: string;
  /** False for a host's preview or branch deploy: every page `noindex`, robots.txt disallowing all. */
  indexable: boolean;
  /** Where the address came from, one line for the build's log. */
  source: string;
  /** Neither SITE_URL nor a host gave it: the local default, which a deploy must not keep. */
  isDefault: boolean;
}

const EXAMPLE = "https://stories.example.org";

function origin(raw: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${variable} is not an address: "${raw}". Set it to the site's public origin, like ${EXAMPLE}.`);
  }
  const isOrigin = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  if (!/^https?:$/.test(url.protocol) || !isOrigin) {
    throw new Error(
      `${variable} must be the site's origin alone (http or https, no path): "${raw}". Set it like ${EXAMPLE}.`,
    );
  }
  return url.origin;
}

function isLocalHost(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === "localhost" || hostname.endsWith(".localhost") || /^127\./.test(hostname) || hostname === "[::1]";
}

/** `https://<project>.pages.dev`, from the deployment's own `https://<hash>.<project>.pages.dev`. */
function pagesDevAddress(env: NodeJS.ProcessEnv): string {
  const match = /^https:\/\/[^./]+\.([^./]+)\.pages\.dev\/?$/.exec(env.CF_PAGES_URL?.trim() ?? "");
  return match ? `https://${match[1]}.pages.dev` : "https://<project>.pages.dev";
}

/** What to set on a host that cannot tell this build its address. */
function missingAddress(deploy: HostDeploy, env: NodeJS.ProcessEnv): Error {
  const lines = [`${deploy.host} gives this build (${deploy.label}) no public address to put in its links.`];
  if (deploy.host === "Cloudflare Pages") {
    lines.push(
      `A Cloudflare Pages build cannot see the project's custom domain. Set SITE_URL, in the project's`,
      `variables for Production, to the site's address: its custom domain (like ${EXAMPLE})`,
      `or ${pagesDevAddress(env)}.`,
    );
    if (deploy.kind === "unknown") {
      lines.push(
        `And set ${PRODUCTION_BRANCH_VARIABLE} (for Production and Preview) to the production branch's name,`,
        `like main: other branches' builds are then previews, at their own *.pages.dev address and kept out of search engines.`,
      );
    }
  } else {
    lines.push(`Set SITE_URL to the site's address, like ${EXAMPLE}.`);
  }
  lines.push(`See README.md, "Deploying".`);
  return new Error(lines.join("\n"));
}

/**
 * SITE_URL when it is set; else, on a known host (host-deploy.server.ts), the address the host
 * gives this deploy; else, a developer's or CI's build, DEFAULT_SITE_URL. A preview deploy is
 * never indexable, whoever names its address. Throws, with what to set, for a host build with no
 * address, a malformed SITE_URL, or a host build that would name localhost.
 */
export function resolveSiteAddress(env: NodeJS.ProcessEnv = process.env): SiteAddress {
  const deploy = hostDeploy(env);
  const indexable = deploy?.kind !== "preview";
  const given = env.SITE_URL?.trim();
  const where = deploy ? `${deploy.host} ${deploy.label}` : "local build";
  let address: SiteAddress;
  if (given) {
    address = { url: origin(given, "SITE_URL"), indexable, source: `SITE_URL (${where})`, isDefault: false };
  } else if (deploy) {
    if (!deploy.address) throw missingAddress(deploy, env);
    const { url, variable } = deploy.address;
    address = { url: origin(url, variable), indexable, source: `${variable} (${where})`, isDefault: false };
  } else {
    return { url: DEFAULT_SITE_URL, indexable, source: "the default for a local build", isDefault: true };
  }
  if (deploy && isLocalHost(address.url)) {
    throw new Error(
      `This ${deploy.host} build would name ${address.url} in every link, from ${address.source}. Set SITE_URL to the site's public address, like ${EXAMPLE}.`,
    );
  }
  return address;
}

/** The public origin (resolveSiteAddress), never a trailing slash. */
export function getSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return resolveSiteAddress(env).url;
}

/** Whether search engines may index this build: false on a host's preview or branch deploy. */
export function isSiteIndexable(env: NodeJS.ProcessEnv = process.env): boolean {
  return resolveSiteAddress(env).indexable;
}

/** What the build says of its address before it starts. */
export function siteAddressSummary(address: SiteAddress): string {
  const indexing = address.indexable ? "indexable" : "a preview: every page noindex, robots.txt disallowing all";
  return `Site address: ${address.url}, from ${address.source}; ${indexing}.`;
}

/** What a local build without SITE_URL says at its end: every absolute link it writes names localhost. */
export function missingSiteUrlWarning(): string {
  return [
    `Warning: SITE_URL is not set, so this build's canonical URLs, link previews, embed snippets, feeds,`,
    `sitemap.xml and robots.txt point at ${DEFAULT_SITE_URL}. For a site to deploy, give its public origin:`,
    `  SITE_URL=${EXAMPLE} npm run build`,
    `(On Cloudflare Pages and Netlify the build takes it from the host: README.md, "Deploying".)`,
  ].join("\n");
}
