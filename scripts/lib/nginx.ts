// deploy/nginx.conf run against a build on this machine, for the serving benchmark and the tests.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { isDebianLike } from "../chromium";

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
