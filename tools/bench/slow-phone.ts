// The cheap phone on a slow network that the real-browser benchmarks load pages on: a 412x823
// touch screen, the CPU 4x slower and Lighthouse's slow 4G (1.6 Mbps down, 750 kbps up, 150 ms
// round trip), through the DevTools protocol.
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from "@playwright/test";

export const CPU_SLOWDOWN = 4;

export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Slows `page`'s CPU and network; returns the DevTools session, for a test that changes them later. */
export async function throttlePage(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  return cdp;
}

/**
 * A fresh context (empty cache) on the slow phone, `prepare` run on it first (init scripts,
 * exposed functions), and `url` loaded in it; `preparePage`, when given, runs on the page and its
 * DevTools session just before the load. The caller closes the context. Requests for other hosts
 * are refused by the egress guard the caller's Chromium is pointed at (tools/audit/egress-guard.ts),
 * not by Playwright's routing: that turns the browser's HTTP cache off and holds every request for
 * a round trip to this process, which a reader's browser does not do (it added 150–250 ms to a full
 * load here, and no prefetched payload could be reused; docs/decisions/047).
 */
export async function openOnSlowPhone(
  browser: Browser,
  url: string,
  prepare: (context: BrowserContext) => Promise<unknown>,
  preparePage?: (page: Page, cdp: CDPSession) => Promise<unknown>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    await prepare(context);
    const page = await context.newPage();
    const cdp = await throttlePage(context, page);
    await preparePage?.(page, cdp);
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Hands `onReport` each string the page passes to `window[name]`, a DevTools binding: how a probe
 * reports without the benchmark evaluating anything in the page (docs/decisions/035).
 */
export async function listenToBinding(cdp: CDPSession, name: string, onReport: (payload: string) => void) {
  cdp.on("Runtime.bindingCalled", (event) => {
    if (event.name === name) onReport(event.payload);
  });
  await cdp.send("Runtime.enable");
  await cdp.send("Runtime.addBinding", { name });
}
