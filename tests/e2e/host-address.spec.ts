import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { runBuild } from "../../support/run-build";

// The build as Cloudflare Pages and Netlify make it from the repository, with each host's own
// variables and nothing else (issue 45, decision 038): every address of the deploy is the one the
// host gives it, a preview stays out of search engines, and a host that cannot tell the address
// stops the build. One build per host and deploy kind, from the tiny content fixture; reading the
// files is enough, no browser.

const CONTENT_DIR = path.resolve("tests/fixtures/content");
const STORY_PAGE = "/contribuitor/ana-ruiz/kitchen-table";

/** Every variable a host's build could carry, cleared: each build gets only its own. */
const HOST_VARIABLES = [
  "SITE_URL",
  "SITE_PRODUCTION_BRANCH",
  "CF_PAGES",
  "CF_PAGES_BRANCH",
  "CF_PAGES_COMMIT_SHA",
  "CF_PAGES_URL",
  "NETLIFY",
  "CONTEXT",
  "URL",
  "DEPLOY_URL",
  "DEPLOY_PRIME_URL",
];
const cleared = Object.fromEntries(HOST_VARIABLES.map((name) => [name, ""]));

const cloudflare = (branch: string) => ({
  CI: "true",
  CF_PAGES: "1",
  CF_PAGES_BRANCH: branch,
  CF_PAGES_COMMIT_SHA: "0123456789abcdef0123456789abcdef01234567",
  CF_PAGES_URL: "https://9f3c2a1b.our-year.pages.dev",
  SITE_PRODUCTION_BRANCH: "main",
});
const netlify = (context: string, primeUrl: string) => ({
  NETLIFY: "true",
  CONTEXT: context,
  URL: "https://our-year.netlify.app",
  DEPLOY_URL: "https://65a1b2c3d4e5f6--our-year.netlify.app",
  DEPLOY_PRIME_URL: primeUrl,
});

const variants = [
  {
    name: "a Cloudflare Pages preview (a branch that is not production)",
    env: cloudflare("fix-typo"),
    origin: "https://9f3c2a1b.our-year.pages.dev",
    indexable: false,
  },
  {
    name: "a Cloudflare Pages production build (SITE_URL in its Production variables)",
    env: { ...cloudflare("main"), SITE_URL: "https://stories.example.org" },
    origin: "https://stories.example.org",
    indexable: true,
  },
  {
    name: "a Netlify production build",
    env: netlify("production", "https://main--our-year.netlify.app"),
    origin: "https://our-year.netlify.app",
    indexable: true,
  },
  {
    name: "a Netlify deploy preview",
    env: netlify("deploy-preview", "https://deploy-preview-12--our-year.netlify.app"),
    origin: "https://deploy-preview-12--our-year.netlify.app",
    indexable: false,
  },
];

// One build at a time: each takes both cores.
test.describe.configure({ mode: "default" });

const buildDirOf = (index: number) => path.resolve(`build.host-address-${process.pid}-${index}`);

test.afterAll(() => {
  for (let i = 0; i <= variants.length; i++) rmSync(buildDirOf(i), { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const TEXT_FILE = /\.(html|xml|json|txt|data|js|css|webmanifest|vtt|svg|yml)$|\/_(headers|redirects)$/;

/**
 * The text of every file the host would serve with `localhost` in it. Left out: the studio's files
 * and rules (/admin/: issue 45's second half makes a build without an editing backend load none
 * of it), and the URL parser's placeholder base in React Router's bundle, which is no address.
 */
function localhostMentions(clientDir: string): string[] {
  const found: string[] = [];
  for (const file of filesUnder(clientDir)) {
    const relative = path.relative(clientDir, file).split(path.sep).join("/");
    if (!TEXT_FILE.test(`/${relative}`) || relative.startsWith("admin/")) continue;
    let text = readFileSync(file, "utf8");
    if (relative === "_headers") text = text.replace(/^\/admin[^\n]*\n(?:[ \t][^\n]*\n?)*/gm, "");
    if (relative.startsWith("assets/") && relative.endsWith(".js")) text = text.replaceAll("`http://localhost`", "");
    for (const match of text.matchAll(/.{0,60}localhost.{0,40}/g)) found.push(`${relative}: ${match[0]}`);
  }
  return found;
}

/** `text` matched literally inside a regular expression. */
const re = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function attribute(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

function expectTheAddress(clientDir: string, origin: string, indexable: boolean) {
  const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");
  const page = (pagePath: string) => read(path.join(pagePath, "index.html"));
  const { routes } = JSON.parse(read("routes.json")) as { routes: string[] };
  const pages = routes.filter((p) => !p.endsWith("/embed"));
  expect(pages.length).toBeGreaterThan(5);

  // Every page: its canonical and og:url on this origin, its alternates and feeds too, and
  // noindex exactly on a preview.
  for (const pagePath of pages) {
    const html = page(pagePath);
    const url = `${origin}${pagePath === "/" ? "/" : pagePath}`;
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/g), pagePath).toEqual([url]);
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/g), pagePath).toEqual([url]);
    const alternates = attribute(html, /<link rel="alternate"[^>]* href="([^"]*)"/g);
    expect(alternates.length, pagePath).toBeGreaterThanOrEqual(4);
    for (const href of alternates) expect(href, pagePath).toMatch(new RegExp(`^${re(origin)}/`));
    const robots = attribute(html, /<meta name="robots" content="([^"]*)"/g);
    // The offline pages (app/offline/) are never for search engines, on any deploy.
    const alwaysNoindex = /(^|\/)offline$/.test(pagePath);
    expect(robots, pagePath).toEqual(indexable && !alwaysNoindex ? [] : ["noindex"]);
  }

  // A story page: its card, its JSON-LD, its oEmbed file's address and the printed video address.
  const story = page(STORY_PAGE);
  const [card] = attribute(story, /<meta property="og:image" content="([^"]*)"/g);
  expect(card).toMatch(new RegExp(`^${re(origin)}/assets/content/card-kitchen-table-en-[0-9a-f]+\\.jpg$`));
  expect(existsSync(path.join(clientDir, card!.slice(origin.length)))).toBe(true);
  const jsonLd = attribute(story, /<script type="application\/ld\+json">(.*?)<\/script>/g).map(
    (json) => JSON.parse(json) as { url?: string },
  );
  expect(jsonLd.map((data) => data.url)).toContain(`${origin}${STORY_PAGE}`);
  expect(attribute(story, /type="application\/json\+oembed" href="([^"]*)"/g)).toEqual([
    `${origin}/oembed${STORY_PAGE}.json`,
  ]);
  expect(story).toMatch(
    new RegExp(`class="video-address"[^>]*>Video: ${re(origin)}/assets/content/clip-[0-9a-f]+\\.mp4<`),
  );

  // The home page's "Embed this" snippets, and the address every shared link is made from.
  const home = page("/");
  expect(home).toContain(`data-pym-src=&quot;${origin}/embed&quot;`);
  expect(home).toMatch(new RegExp(`&lt;script src=&quot;${re(origin)}/assets/pym\\.v1\\.min-[\\w-]+\\.js&quot;`));
  expect(home).toContain(`\\"siteUrl\\",\\"${origin}\\"`);

  // The oEmbed files.
  const oembeds = filesUnder(path.join(clientDir, "oembed"));
  expect(oembeds).toHaveLength(4);
  for (const file of oembeds) {
    const oembed = JSON.parse(readFileSync(file, "utf8")) as { provider_url: string; html: string };
    expect(oembed.provider_url).toMatch(new RegExp(`^${re(origin)}/(es)?$`));
    expect(oembed.html).toMatch(new RegExp(`^<iframe src="${re(origin)}(/es)?/embed\\?`));
  }

  // The feeds, in both languages.
  for (const locale of ["", "/es"]) {
    const atom = read(`${locale}/feed.xml`);
    expect(atom).toContain(`<id>${origin}${locale}/feed.xml</id>`);
    expect(atom).toContain(`href="${origin}${locale}${STORY_PAGE}"`);
    const feed = JSON.parse(read(`${locale}/feed.json`)) as { feed_url: string; items: { url: string }[] };
    expect(feed.feed_url).toBe(`${origin}${locale}/feed.json`);
    expect(feed.items.map((item) => item.url)).toEqual([`${origin}${locale}${STORY_PAGE}`]);
  }

  // sitemap.xml names this deploy's pages only; robots.txt names it, or on a preview shuts all out.
  const sitemap = read("sitemap.xml");
  const addresses = [...attribute(sitemap, /<loc>([^<]*)<\/loc>/g), ...attribute(sitemap, / href="([^"]*)"/g)];
  expect(addresses.length).toBeGreaterThan(5);
  for (const address of addresses) expect(address).toMatch(new RegExp(`^${re(origin)}/`));
  const robots = read("robots.txt");
  if (indexable) {
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml\n`);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  } else {
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/\n$/m);
    expect(robots).not.toContain("Sitemap:");
  }

  expect(localhostMentions(clientDir)).toEqual([]);
  // The host publishes the folder as it is and compresses by itself: no .br/.gz copies to upload.
  expect(filesUnder(clientDir).filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
}

variants.forEach(({ name, env, origin, indexable }, index) => {
  test(`${name}: every address is ${origin}, ${indexable ? "indexable" : "kept out of search engines"}`, () => {
    test.setTimeout(300_000);
    const buildDir = buildDirOf(index);
    const result = runBuild({ ...cleared, ...env, CONTENT_DIR, BUILD_DIR: buildDir }, 290_000);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Site address: ${origin}`);
    expect(result.stderr).not.toContain("SITE_URL is not set");
    expectTheAddress(path.join(buildDir, "client"), origin, indexable);
  });
});

test("a Cloudflare Pages production build without SITE_URL stops at once, saying what to set, and leaves the previous build", () => {
  test.setTimeout(60_000);
  const buildDir = buildDirOf(variants.length);
  mkdirSync(path.join(buildDir, "client"), { recursive: true });
  writeFileSync(path.join(buildDir, "client", "index.html"), "the previous build");
  const result = runBuild({ ...cleared, ...cloudflare("main"), CONTENT_DIR, BUILD_DIR: buildDir }, 50_000);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("Build failed: Cloudflare Pages gives this build (production build of branch main)");
  expect(result.stderr).toContain("Set SITE_URL, in the project's\nvariables for Production");
  expect(result.stderr).toContain("https://our-year.pages.dev");
  expect(result.stderr).toContain("The previous build was left as it was.");
  expect(readFileSync(path.join(buildDir, "client", "index.html"), "utf8")).toBe("the previous build");
  expect(readdirSync(path.dirname(buildDir)).filter((name) => name.startsWith(`${path.basename(buildDir)}.`))).toEqual(
    [],
  );
});
