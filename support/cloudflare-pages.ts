// Cloudflare Pages' own runtime on this machine (`wrangler pages dev`: workerd running Pages'
// asset server, which reads `_headers` and `_redirects` as the real host does), for the browser
// tests that hold the build's static-host files to what the README promises.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROUTE_MANIFEST_PATH } from "../app/config/constants";
import { getFreePort } from "./free-port";
import { waitUntilServing } from "./wait-until-serving";

/** The newest date this wrangler's workerd supports; a later one makes wrangler look for an update. */
const COMPATIBILITY_DATE = "2025-07-18";

export interface CloudflarePagesServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  /** Everything wrangler printed so far (what it parsed from `_headers` and `_redirects`, its warnings). */
  log: () => string;
  /** Stops wrangler and its workerd processes (the whole process group); safe to call twice. */
  stop: () => Promise<void>;
}

function wranglerBin(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("wrangler/package.json")), "bin", "wrangler.js");
}

/**
 * The site's Pages Functions as the host deploys them: `functions/` (which wrangler reads from its
 * working folder) and the module they import, copied into `workDir`.
 */
const FUNCTION_SOURCES = ["functions", "deploy/studio-auth"];

function copyFunctions(workDir: string): void {
  for (const source of FUNCTION_SOURCES) {
    if (existsSync(source)) cpSync(source, path.join(workDir, source), { recursive: true });
  }
}

/** wrangler in its own process group, its state in `workDir`, kept off the network as startCloudflarePages says. */
async function spawnWrangler(clientDir: string, workDir: string, port: number, bindings: Record<string, string>) {
  const [inspectorPort, closedPort] = [await getFreePort(), await getFreePort()];
  return spawn(
    process.execPath,
    [
      wranglerBin(),
      "pages",
      "dev",
      clientDir,
      "--ip=127.0.0.1",
      `--port=${port}`,
      `--inspector-port=${inspectorPort}`,
      `--compatibility-date=${COMPATIBILITY_DATE}`,
      "--show-interactive-dev-session=false",
      ...Object.entries(bindings).map(([name, value]) => `--binding=${name}=${value}`),
    ],
    {
      cwd: workDir,
      // Its own process group, so stopping it reaches the workerd processes it starts.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        // Its settings, logs, dev registry and temporary files in the work folder, not the user's home.
        XDG_CONFIG_HOME: workDir,
        WRANGLER_LOG_PATH: path.join(workDir, "logs"),
        WRANGLER_REGISTRY_PATH: path.join(workDir, "registry"),
        TMPDIR: workDir,
        NODE_ENV: "test",
        npm_registry: `http://127.0.0.1:${closedPort}/`,
        NO_COLOR: "1",
      },
    },
  );
}

/**
 * `wrangler pages dev clientDir` on a free port of 127.0.0.1, ready once it serves the route
 * manifest with a 200 (workerd takes seconds to start, more on a loaded machine: this waits for
 * that state, not for a time). It stays off the network: metrics off, no `Request.cf` download
 * (miniflare skips it when NODE_ENV is "test"), and its update check, which asks the npm
 * registry on every start and has no switch of its own, pointed at a local port nothing listens
 * on. Its state, settings, logs and temporary files go to a folder removed on stop. Fails with
 * wrangler's output when it exits or does not answer in time, stopping it first; one still
 * running when this process exits is stopped then. The site's Functions run beside the files, with
 * `bindings` as the host's environment variables.
 */
export async function startCloudflarePages(
  clientDir: string,
  {
    readyWithinMs = 90_000,
    bindings = {},
    port: chosenPort,
  }: { readyWithinMs?: number; bindings?: Record<string, string>; port?: number } = {},
): Promise<CloudflarePagesServer> {
  const workDir = mkdtempSync(path.join(tmpdir(), "local-cloudflare-pages-"));
  copyFunctions(workDir);
  const port = chosenPort ?? (await getFreePort());
  const child = await spawnWrangler(clientDir, workDir, port, bindings);
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is gone already.
    }
  };
  // An exit handler can only do what is synchronous: signal, and remove the folder.
  const stopAtExit = () => {
    signalGroup("SIGKILL");
    rmSync(workDir, { recursive: true, force: true });
  };
  process.once("exit", stopAtExit);

  const stop = async () => {
    process.off("exit", stopAtExit);
    if (running()) {
      signalGroup("SIGTERM");
      const timer = setTimeout(() => signalGroup("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    // workerd may outlive a wrangler that exited by itself.
    signalGroup("SIGKILL");
    rmSync(workDir, { recursive: true, force: true });
  };
  const fail = async (why: string): Promise<never> => {
    await stop();
    throw new Error(`wrangler pages dev ${why}.\nIts output:\n${output.trim() || "(none)"}`);
  };

  const origin = `http://127.0.0.1:${port}`;
  const url = `${origin}${ROUTE_MANIFEST_PATH}`;
  const notServing = await waitUntilServing(child, url, {
    withinMs: readyWithinMs,
    pollMs: 200,
    requestTimeoutMs: 10_000,
  });
  return notServing ? fail(notServing) : { origin, log: () => output, stop };
}
