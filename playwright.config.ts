import { defineConfig, devices } from "@playwright/test";
import { ROUTE_MANIFEST_PATH } from "./app/constants";
import { CHROMIUM_ARGS, findChromium } from "./tests/support/chromium";
import { getFreePort } from "./tests/support/free-port";

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
    env: { PORT: process.env.E2E_PORT, HOST: "localhost" },
    url: `${baseURL}${ROUTE_MANIFEST_PATH}`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
