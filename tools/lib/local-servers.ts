// The two servers a build can be measured on here, each in a process of its own on 127.0.0.1: the
// project's server (tools/lib/project-server-process.ts) and, where it is installed, nginx running
// deploy/nginx.conf. Shared by bench:serve, bench:observatory and
// the audits' serveBuild.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROUTE_MANIFEST_PATH } from "../../app/config/constants";
import { getFreePort } from "../../support/free-port";
import { nginxConfig } from "../../support/nginx";

export interface LocalServer {
  name: string;
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it served ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not serve ${url} within 120 s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
}

/**
 * The project's server over `clientDir` (default: BUILD_DIR's client folder, build/client), without
 * start.ts's rebuild check. Stopped with this process if not before.
 */
export async function startProjectServer(clientDir?: string): Promise<LocalServer> {
  const port = await getFreePort();
  const child = spawn(process.execPath, ["--import", "tsx", "tools/lib/project-server-process.ts"], {
    env: {
      ...process.env,
      ...(clientDir ? { CLIENT_DIR: clientDir } : {}),
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the project's server exited with ${code} before it listened`)));
    child.stdout!.once("data", () => resolve());
  });
  child.removeAllListeners("exit");
  child.stdout!.resume();
  child.once("exit", () => process.off("exit", killOnExit));
  return { name: "project server (node, sirv)", origin: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

/** nginx with deploy/nginx.conf's server block pointed at `clientDir`, one worker. */
export async function startNginxServer(executable: string, clientDir: string): Promise<LocalServer> {
  const prefix = mkdtempSync(path.join(tmpdir(), "local-nginx-"));
  const port = await getFreePort();
  const config = nginxConfig(readFileSync("deploy/nginx.conf", "utf8"), { clientDir, port, prefix });
  writeFileSync(path.join(prefix, "nginx.conf"), config);
  const child = spawn(
    executable,
    ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", path.join(prefix, "nginx.conf")],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}${ROUTE_MANIFEST_PATH}`, child, "nginx");
  const stop = stopper(child);
  return {
    name: "nginx (deploy/nginx.conf, 1 worker)",
    origin,
    stop: async () => {
      await stop();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
