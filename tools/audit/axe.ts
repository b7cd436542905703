// axe-core, through @axe-core/playwright, on every page: all of axe's rules but the experimental ones.
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import { ensureChromium } from "../../support/chromium";
import { AUDIT_CHROMIUM_ARGS } from "./chromium";
import { isLocalUrl } from "../../support/local-url";

export interface AxePageResult {
  path: string;
  status: number;
  violations: { id: string; impact: string; nodes: number; help: string }[];
  passes: number;
}

export interface AxeReport {
  pages: AxePageResult[];
  /** Requests the pages tried to make to other hosts (blocked). */
  foreignRequests: string[];
}

export async function runAxe(origin: string, paths: string[], extraArgs: string[]): Promise<AxeReport> {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: [...AUDIT_CHROMIUM_ARGS, ...extraArgs],
  });
  const foreignRequests: string[] = [];
  try {
    const context = await browser.newContext();
    await context.route(
      (url) => !isLocalUrl(url.href),
      (route) => {
        foreignRequests.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    const page = await context.newPage();
    const pages: AxePageResult[] = [];
    for (const path of paths) {
      const response = await page.goto(`${origin}${path}`, { waitUntil: "load" });
      // After hydration where there is any (404.html has no scripts): what a reader meets.
      await page.waitForLoadState("networkidle");
      const result = await new AxeBuilder({ page }).analyze();
      pages.push({
        path,
        status: response?.status() ?? 0,
        violations: result.violations.map((v) => ({
          id: v.id,
          impact: v.impact ?? "",
          nodes: v.nodes.length,
          help: v.help,
        })),
        passes: result.passes.length,
      });
    }
    return { pages, foreignRequests };
  } finally {
    await browser.close();
  }
}
