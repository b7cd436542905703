// deploy/nginx.conf run against a build on this machine, for the serving benchmark and the tests.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { ROUTE_MANIFEST_PATH } from "../app/config/constants";
import { isDebianLike } from "./chromium";
import { getFreePort } from "./free-port";
import { waitUntilServing } from "./wait-until-serving";

/** The nginx executable, where one is installed. */
export function findNginx(): string | undefined {
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  const found = which.stdout.trim();
  if (found) return found;
  return ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"].find((p) => existsSync(p));
}

/**
 * nginx for the browser tests that compare it with the project's server: where it is missing and
 * this is Debian or Ubuntu as root (CI), Debian's nginx-light is installed, as Chromium is; else
 * those tests say why they do not run.
 */
export function ensureNginx(): string | undefined {
  const found = findNginx();
  if (found || !isDebianLike() || process.getuid?.() !== 0) return found;
  console.log("No nginx found: installing Debian's nginx-light package (apt-get install -y nginx-light)…");
  try {
    execFileSync("apt-get", ["update", "-q"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-q", "nginx-light"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } catch (error) {
    // Optional: without it the nginx comparison says it did not run, and everything else does.
    console.warn(`Could not install nginx-light: ${(error as Error).message}`);
  }
  return findNginx();
}

/** deploy/nginx.conf's server block, listening on 127.0.0.1 only and pointed at this build. */
export function nginxConfig(shipped: string, options: { clientDir: string; port: number; prefix: string }): string {
  const server = shipped.slice(shipped.indexOf("server {"));
  if (!/^\s*listen\s+[^;]+;/m.test(server) || !/^\s*root\s+[^;]+;/m.test(server)) {
    throw new Error("deploy/nginx.conf has no `listen` or `root` line to point at the build");
  }
  const shippedBuild = /^\s*root\s+([^;]+)\/client;/m.exec(server)?.[1];
  const block = server
    .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${options.port};`)
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${options.clientDir};`)
    // The build's nginx includes (build/nginx/) sit beside its client folder.
    .replaceAll(`${shippedBuild}/nginx/`, `${path.dirname(options.clientDir)}/nginx/`);
  const mimeTypes = ["/etc/nginx/mime.types", "/usr/local/nginx/conf/mime.types"].find((p) => existsSync(p));
  return [
    "daemon off;",
    "master_process on;",
    workerUser(),
    "worker_processes 1;",
    `pid ${options.prefix}/nginx.pid;`,
    `error_log ${options.prefix}/error.log warn;`,
    "events { worker_connections 1024; }",
    "http {",
    mimeTypes ? `  include ${mimeTypes};` : "",
    "  default_type application/octet-stream;",
    "  access_log off;",
    "  sendfile on;",
    "  tcp_nopush on;",
    `  client_body_temp_path ${options.prefix}/body;`,
    `  proxy_temp_path ${options.prefix}/proxy;`,
    `  fastcgi_temp_path ${options.prefix}/fastcgi;`,
    `  uwsgi_temp_path ${options.prefix}/uwsgi;`,
    `  scgi_temp_path ${options.prefix}/scgi;`,
    block,
    "}",
    "",
  ].join("\n");
}

/**
 * The `user` line for nginx's workers. Started as root, nginx runs them as `nobody`, who cannot
 * enter a checkout inside a folder only its owner may read (a root user's 0700 home) and answers
 * 403 for every file: run them as the user running nginx instead. Started as anyone else, nginx
 * cannot switch users, and the workers are that user already.
 */
function workerUser(): string {
  if (process.getuid?.() !== 0) return "";
  const gid = process.getgid?.();
  const group = existsSync("/etc/group")
    ? readFileSync("/etc/group", "utf8")
        .split("\n")
        .map((line) => line.split(":"))
        .find((fields) => fields[2] === String(gid))?.[0]
    : undefined;
  return `user ${userInfo().username}${group ? ` ${group}` : ""};`;
}

export interface NginxServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  /** Stops nginx (master and worker) and removes its temporary folder; safe to call twice. */
  stop: () => Promise<void>;
}

/**
 * nginx with deploy/nginx.conf's server block pointed at `clientDir`, one worker, ready once it
 * serves the route manifest. Fails at once, with nginx's error log, when nginx exits or answers the
 * manifest with anything but 200 (a worker that may not read the build answers 403), and stops the
 * nginx it started whenever it fails; one still running when the process exits is stopped then.
 */
export async function startNginx(
  executable: string,
  clientDir: string,
  { readyWithinMs = 20_000 }: { readyWithinMs?: number } = {},
): Promise<NginxServer> {
  const prefix = mkdtempSync(path.join(tmpdir(), "local-nginx-"));
  const errorLog = path.join(prefix, "error.log");
  const port = await getFreePort();
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    nginxConfig(readFileSync("deploy/nginx.conf", "utf8"), { clientDir, port, prefix }),
  );
  const child = spawn(executable, ["-p", prefix, "-e", errorLog, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  // SIGTERM to the master: it stops its worker (a SIGKILL would leave the worker serving). An exit
  // handler can only do what is synchronous: signal, and remove the folder.
  const stopAtExit = () => {
    if (running()) child.kill("SIGTERM");
    rmSync(prefix, { recursive: true, force: true });
  };
  process.once("exit", stopAtExit);

  const stop = async () => {
    process.off("exit", stopAtExit);
    if (running()) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const fail = async (why: string): Promise<never> => {
    const log = [stderr.trim(), existsSync(errorLog) ? readFileSync(errorLog, "utf8").trim() : ""]
      .filter(Boolean)
      .join("\n");
    await stop();
    throw new Error(`nginx ${why}.\nIts error log:\n${log || "(empty)"}`);
  };

  const origin = `http://127.0.0.1:${port}`;
  const url = `${origin}${ROUTE_MANIFEST_PATH}`;
  const notServing = await waitUntilServing(child, url, {
    withinMs: readyWithinMs,
    pollMs: 100,
    requestTimeoutMs: 5_000,
  });
  return notServing ? fail(notServing) : { origin, stop };
}
