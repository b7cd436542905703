import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/** Waits until the site's worker (app/offline/) runs and controls the page. */
export async function waitForWorker(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""))
    .toMatch(/\/sw\.js$/);
}
