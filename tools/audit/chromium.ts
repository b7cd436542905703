// A headless Chromium for the audits: the project's launch flags, a fresh profile, a DevTools port
// on loopback for Lighthouse, and every request that is not to this machine sent to the egress guard.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, ensureChromium } from "../../support/chromium";
import { getFreePort } from "../../support/free-port";

/** For the Playwright launches (axe): the project's flags; Playwright adds its own quiet ones. */
export const AUDIT_CHROMIUM_ARGS = [...CHROMIUM_ARGS];

/**
 * For the bare launch Lighthouse drives, which has none of Playwright's flags: the ones that
 * keep Chromium from calling Google's servers (much as chrome-launcher's defaults do).
 */
const BARE_LAUNCH_ARGS = [
  ...CHROMIUM_ARGS,
  "--disable-default-apps",
  "--disable-extensions",
  "--disable-component-extensions-with-background-pages",
  "--disable-domain-reliability",
  "--disable-client-side-phishing-detection",
  "--disable-breakpad",
  "--no-pings",
  "--no-default-browser-check",
  "--metrics-recording-only",
  "--mute-audio",
  "--password-store=basic",
  "--use-mock-keychain",
  "--disable-search-engine-choice-screen",
  "--disable-features=OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,MediaRouter,DialMediaRouteProvider,Translate,AutofillServerCommunication,CertificateTransparencyComponentUpdater,PrivacySandboxSettings4,InterestFeedContentSuggestions",
];

export interface DebuggableChromium {
  port: number;
  close: () => Promise<void>;
}

export async function launchDebuggableChromium(extraArgs: string[]): Promise<DebuggableChromium> {
  const executable = ensureChromium();
  const profile = mkdtempSync(path.join(tmpdir(), "audit-chromium-"));
  const port = await getFreePort();
  const child: ChildProcess = spawn(
    executable,
    [
      ...BARE_LAUNCH_ARGS,
      ...extraArgs,
      "--headless=new",
      `--user-data-dir=${profile}`,
      "--remote-debugging-address=127.0.0.1",
      `--remote-debugging-port=${port}`,
      "about:blank",
    ],
    // Its own process group, so close() can end the helpers (zygote, GPU, crashpad) with it.
    { stdio: "ignore", detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Chromium exited at start (code ${child.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("Chromium did not open its DevTools port within 30 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    close: async () => {
      const group = -child.pid!;
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(group, "SIGTERM");
        const timer = setTimeout(() => signalGroup(group, "SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }
      // The browser process exits before its helpers do, and they still write to the profile:
      // removing it then failed with ENOTEMPTY. Wait for the whole group, then remove it.
      await groupGone(group);
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(group, signal);
  } catch {
    // the group has already gone
  }
}

/** Resolves once no process of the group is left (SIGKILL for any still there after 5 s). */
async function groupGone(group: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      process.kill(group, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) signalGroup(group, "SIGKILL");
    if (Date.now() > deadline + 2_000) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
