import { defineConfig, devices } from "@playwright/test";
import { DEFAULT_SITE_URL, ROUTE_MANIFEST_PATH } from "./app/config/constants";
import { CHROMIUM_ARGS, findChromium } from "./support/chromium";
import { getFreePort } from "./support/free-port";

// Chosen once in the main process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(await getFreePort());
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Every wait is for a state, so a generous limit costs a passing test nothing; 5 s (the default)
  // is too short for a navigation on a loaded 2-core machine.
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  // The production build, served by the same server as `npm start`.
  webServer: {
    command: "node --import tsx server/start.ts",
    // The build's pages name the origin it was made for (SITE_URL; the tests' build, the default
    // http://localhost:3000), not this port: told so, npm start serves that build as it is.
    env: { PORT: process.env.E2E_PORT, HOST: "localhost", SITE_URL: process.env.SITE_URL ?? DEFAULT_SITE_URL },
    url: `${baseURL}${ROUTE_MANIFEST_PATH}`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
