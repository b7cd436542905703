import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROUTE_MANIFEST_PATH } from "../../app/constants";
import { getFreePort } from "../../scripts/free-port";
import { findNginx, nginxConfig } from "../../scripts/lib/nginx";
import { expect, test } from "./fixtures";

// deploy/nginx.conf, run by a real nginx against the shared build, must send what the project's
// own server sends (both from the build's one source of headers). Only where nginx is installed:
// CI's clean machine may not have it, and the project's server is tested everywhere.

const nginx = findNginx();
const HEADERS = [
  "content-security-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
];
let child: ChildProcess | undefined;
let prefix: string;
let origin: string;

test.beforeAll(async () => {
  if (!nginx) return;
  prefix = mkdtempSync(path.join(tmpdir(), "e2e-nginx-"));
  const port = await getFreePort();
  const clientDir = path.resolve("build/client");
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    nginxConfig(readFileSync("deploy/nginx.conf", "utf8"), { clientDir, port, prefix }),
  );
  child = spawn(nginx, ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(() =>
      fetch(`${origin}${ROUTE_MANIFEST_PATH}`).then(
        (response) => response.status,
        () => 0,
      ),
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGQUIT");
    await exited;
  }
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

test("nginx sends every page type the same security headers as the project's server", async ({ baseURL }) => {
  test.skip(!nginx, "nginx is not installed here; the project's server is tested in security-headers.spec.ts");
  const paths = ["/", "/embed", "/contribuitor", "/contribuitor/marisol-vega", "/no-such-page", ROUTE_MANIFEST_PATH];
  for (const pagePath of paths) {
    const [ours, theirs] = await Promise.all([fetch(`${baseURL}${pagePath}`), fetch(`${origin}${pagePath}`)]);
    expect(theirs.status, pagePath).toBe(ours.status);
    for (const name of HEADERS) expect(theirs.headers.get(name), `${name} on ${pagePath}`).toBe(ours.headers.get(name));
  }
  // Non-empty: the comparison is not two missing headers agreeing.
  const home = await fetch(`${origin}/`);
  expect(home.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(home.headers.get("x-frame-options")).toBe("DENY");
  const embed = await fetch(`${origin}/embed`);
  expect(embed.headers.get("content-security-policy")).toContain("frame-ancestors *");
  expect(embed.headers.get("x-frame-options")).toBeNull();
  const legacy = await fetch(`${origin}/contributor`, { redirect: "manual" });
  expect(legacy.status).toBe(308);
  expect(legacy.headers.get("strict-transport-security")).toBe("max-age=31536000");
});
