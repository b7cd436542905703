import { rmSync } from "node:fs";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequestHandler } from "../../server/request-handler";
import { isLocalUrl } from "../../support/local-url";
import { runBuild } from "../../support/run-build";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * A deploy while a reader has the site open (issue 48): the new service worker waits, the tab
 * keeps working on its build and is offered the reload in its language, and after the reload it
 * runs the new build. One extra build, from the tests' tiny content fixture, is deployed over the
 * main build on one origin (a server whose folder the test swaps).
 */
test.describe.configure({ timeout: 360_000 });

const DEPLOYED = path.resolve("build.e2e-deploy");

test("a tab open across a deploy keeps working, is offered the reload, and runs the new build after it", async ({
  browser,
}) => {
  const built = runBuild({ CONTENT_DIR: path.resolve("tests/fixtures/content"), BUILD_DIR: DEPLOYED }, 300_000);
  expect(built.status, built.stderr).toBe(0);

  let handler = createRequestHandler(path.resolve("build/client"));
  const server: Server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const context = await browser.newContext();
  await context.route(
    (url) => !isLocalUrl(url.href),
    (route) => route.abort("blockedbyclient"),
  );
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${origin}/es`);
    await waitForHydration(page);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const siteName = page.locator(".site-header__name");
    const before = (await siteName.textContent())?.trim();

    // The deploy, and the tab's next check for a new worker.
    handler = createRequestHandler(path.join(DEPLOYED, "client"));
    await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));

    const offer = page.getByRole("status").filter({ hasText: "Hay una nueva versión del sitio." });
    await expect(offer).toBeVisible();
    // The new worker waits: the tab is still run by the one it started with, on its build.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      true,
    );
    await expect(siteName).toHaveText(before!);
    // And it keeps working: a client navigation shows its page.
    await page.getByRole("link", { name: "Participantes" }).first().click();
    await expect(page).toHaveURL(/\/es\/contribuitor$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // The reader accepts: the tab reloads once, into the new build, under the new worker.
    await offer.getByRole("button", { name: "Volver a cargar" }).click();
    await expect(siteName).toHaveText("Sitio de prueba");
    await waitForHydration(page);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      false,
    );
    await expect(page.getByRole("status").filter({ hasText: "Hay una nueva versión del sitio." })).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(DEPLOYED, { recursive: true, force: true });
  }
});
