// Finds a Chromium for the browser tests and audits: Playwright's own where installed, else the
// system's. Playwright's download cannot work on these machines, so it is never attempted.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The flags every launch uses: headless in a sandbox-less container, and no calls home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Chromium still asks Google for accounts (accounts.google.com/ListAccounts) and for an on-demand
  // component (update.googleapis.com) with every flag above: point both at a closed loopback port.
  // Found by tools/audit/egress-guard.ts. Not --disable-features here: a second one replaces
  // Playwright's own list instead of adding to it.
  "--gaia-url=http://127.0.0.1:9",
  "--component-updater=url-source=http://127.0.0.1:9/",
];

export function findChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  return SYSTEM_CHROMIUM.find((candidate) => existsSync(candidate));
}

export function isDebianLike(): boolean {
  return (
    existsSync("/etc/os-release") && /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(readFileSync("/etc/os-release", "utf8"))
  );
}

/** Finds Chromium, or installs Debian's package where that is possible (Debian or Ubuntu, as root). */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (!isDebianLike() || process.getuid?.() !== 0) {
    throw new Error("No Chromium found. Install one (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.");
  }
  console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)…");
  execFileSync("apt-get", ["update", "-q"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-q", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  const installed = findChromium();
  if (!installed) throw new Error("apt-get installed chromium, but no executable was found at /usr/bin/chromium");
  return installed;
}

/**
 * The browser's own version line ("Chromium 156.0.8078.108 built on Debian…"). The benchmarks print
 * it beside their figures: on a new machine with a newer browser they all moved in one sitting, and
 * which of the two moved them could not be told afterwards (docs/decisions/035).
 */
export function chromiumVersion(executable = ensureChromium()): string {
  // Debian's launcher script writes a shell warning to stderr; the version is on stdout.
  return execFileSync(executable, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
}
