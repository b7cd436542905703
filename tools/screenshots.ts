// npm run screenshots: what every page type looks like, for a person to look at before a change
// lands. The build (BUILD_DIR, default build/) served by the project's server; full-page PNGs of
// each page at a phone's, a larger phone's and a laptop's width, and each page printed to a PDF
// (Letter), into .cache/screenshots/ (SCREENSHOTS_DIR moves it). No request leaves the machine.
// Options: --smoke (one page at one width and its PDF, to prove the tool still runs: npm test)
//          --pages=home,story-text (only those, by the names the files start with)
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { ensureChromium } from "../support/chromium";
import { isLocalUrl } from "../support/local-url";
import { AUDIT_CHROMIUM_ARGS } from "./audit/chromium";
import { buildClientDir, serveBuild } from "./audit/serve";
import { firstContributorPage, readBuiltPages } from "../scripts/lib/built-pages";
import { contributorIndexPath, homePath, searchPath } from "../app/navigation/links";

const WIDTHS = [320, 390, 1440];
const smoke = process.argv.includes("--smoke");
const only = process.argv
  .find((arg) => arg.startsWith("--pages="))
  ?.slice("--pages=".length)
  .split(",");
// The smoke run writes beside, not over, the pictures a person may be looking at.
const outDir = path.resolve(process.env.SCREENSHOTS_DIR ?? (smoke ? ".cache/screenshots-smoke" : ".cache/screenshots"));

const clientDir = buildClientDir();
const built = readBuiltPages(clientDir);
const storyPages = built.all.filter((route) => /^\/contribuitor\/[^/]+\/[^/]+$/.test(route));
/** A story with a video of its own (its transcript), and one of words and a picture only. */
const videoStory = storyPages.find((route) => route.endsWith("/six-feet-apart-in-the-park")) ?? storyPages[0];
const textStory = storyPages.find((route) => route.endsWith("/the-wifi-bus")) ?? storyPages[1];

interface Shot {
  name: string;
  path: string;
  /** What to do once the page is loaded, before the picture: open a control, run a search. */
  prepare?: (page: Page) => Promise<void>;
}

const SHOTS: Shot[] = [
  { name: "home", path: homePath() },
  { name: "home-es", path: homePath(undefined, "es") },
  { name: "contributor-index", path: contributorIndexPath("en") },
  { name: "contributor", path: firstContributorPage(built) },
  { name: "story-video", path: videoStory! },
  { name: "story-video-es", path: `/es${videoStory!}` },
  { name: "story-text", path: textStory! },
  {
    name: "search",
    path: searchPath("en", "school"),
    prepare: (page) => page.locator(".search-results li").first().waitFor(),
  },
  {
    name: "embed-this",
    path: firstContributorPage(built),
    prepare: async (page) => {
      const summary = page.locator(".embed-code summary");
      await summary.click();
      await summary.scrollIntoViewIfNeeded();
    },
  },
  { name: "embed", path: "/embed" },
  { name: "not-found", path: "/no-such-page" },
  { name: "not-found-es", path: "/es/no-such-page" },
  { name: "admin", path: "/admin/" },
];

const site = await serveBuild(clientDir);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: AUDIT_CHROMIUM_ARGS });
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
let written = 0;
try {
  const names = smoke ? ["story-video"] : only;
  const shots = names ? SHOTS.filter((shot) => names.includes(shot.name)) : SHOTS;
  if (shots.length === 0)
    throw new Error(`No page named ${names?.join(", ")}: use ${SHOTS.map((s) => s.name).join(", ")}`);
  const widths = smoke ? [320] : WIDTHS;
  for (const shot of shots) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 740 : 900 } });
      await context.route(
        (url) => !isLocalUrl(url.href),
        (route) => route.abort("blockedbyclient"),
      );
      const page = await context.newPage();
      await page.goto(`${site.origin}${shot.path}`, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      // Home's sections are laid out only near the viewport (sections.css): all of them, for the picture.
      // (Only there: the 404 page's policy allows no inline style.)
      if ((await page.locator(".chapter, .home-newsrooms").count()) > 0)
        await page.addStyleTag({ content: ".chapter, .home-newsrooms { content-visibility: visible !important; }" });
      await shot.prepare?.(page);
      // Every lazy picture in, as a reader scrolling down would see them.
      await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: path.join(outDir, `${shot.name}-${width}.png`), fullPage: true });
      written++;
      if (width === widths[widths.length - 1]) {
        await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
        await page.emulateMedia({ media: "print" });
        await page.pdf({ path: path.join(outDir, `${shot.name}-print.pdf`), format: "Letter" });
        written++;
      }
      await context.close();
    }
  }
  console.log(`${written} screenshots and PDFs in ${path.relative(process.cwd(), outDir)}/`);
} finally {
  await browser.close();
  await site.close();
}
