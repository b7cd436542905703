import path from "node:path";
import { ROUTE_MANIFEST_PATH } from "../../app/constants";
import { findNginx, type NginxServer, startNginx } from "../support/nginx";
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
let server: NginxServer | undefined;

// The build the project's server serves (playwright.config.ts), so both answer from the same files.
// startNginx fails within 20 s with nginx's error log, well inside the hook's 30 s, and stops its
// nginx when it fails; afterAll stops the one that started.
test.beforeAll(async () => {
  if (nginx) server = await startNginx(nginx, path.join(path.resolve(process.env.BUILD_DIR ?? "build"), "client"));
});

test.afterAll(async () => {
  await server?.stop();
});

test("nginx sends every page type the same security headers as the project's server", async ({ baseURL }) => {
  test.skip(!nginx, "nginx is not installed here; the project's server is tested in security-headers.spec.ts");
  const english = ["/", "/embed", "/contribuitor", "/contribuitor/marisol-vega", "/no-such-page"];
  const spanish = english.map((p) => (p === "/" ? "/es" : `/es${p}`));
  const paths = [...english, ...spanish, ROUTE_MANIFEST_PATH];
  for (const pagePath of paths) {
    const [ours, theirs] = await Promise.all([fetch(`${baseURL}${pagePath}`), fetch(`${server!.origin}${pagePath}`)]);
    expect(theirs.status, pagePath).toBe(ours.status);
    for (const name of HEADERS) expect(theirs.headers.get(name), `${name} on ${pagePath}`).toBe(ours.headers.get(name));
  }
  // Non-empty: the comparison is not two missing headers agreeing.
  const home = await fetch(`${server!.origin}/`);
  expect(home.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(home.headers.get("x-frame-options")).toBe("DENY");
  const embed = await fetch(`${server!.origin}/embed`);
  expect(embed.headers.get("content-security-policy")).toContain("frame-ancestors *");
  expect(embed.headers.get("x-frame-options")).toBeNull();
  const legacy = await fetch(`${server!.origin}/contributor`, { redirect: "manual" });
  expect(legacy.status).toBe(308);
  expect(legacy.headers.get("strict-transport-security")).toBe("max-age=31536000");
});

test("nginx answers the Spanish edition's unknown paths and legacy paths as the project's server does", async ({
  baseURL,
}) => {
  test.skip(!nginx, "nginx is not installed here; the project's server is tested in spanish-serving.spec.ts");
  for (const pagePath of ["/es/no-such-page", "/es/contribuitor/nobody", "/es/404.html", "/no-such-page"]) {
    const [ours, theirs] = await Promise.all([fetch(`${baseURL}${pagePath}`), fetch(`${server!.origin}${pagePath}`)]);
    expect(theirs.status, pagePath).toBe(404);
    expect(await theirs.text(), pagePath).toBe(await ours.text());
  }
  expect(await (await fetch(`${server!.origin}/es/no-such-page`)).text()).toContain("No se pudo encontrar esta página");
  const legacy: [string, string][] = [
    ["/es/contributor", "/es/contribuitor"],
    ["/es/contributors", "/es/contribuitor"],
    ["/es/contributor/marisol-vega?x=1", "/es/contribuitor/marisol-vega?x=1"],
  ];
  for (const [from, to] of legacy) {
    const [ours, theirs] = await Promise.all([
      fetch(`${baseURL}${from}`, { redirect: "manual" }),
      fetch(`${server!.origin}${from}`, { redirect: "manual" }),
    ]);
    expect(theirs.status, from).toBe(308);
    // nginx writes its Location absolute, the project's server relative: the same place.
    const target = new URL(theirs.headers.get("location") ?? "", server!.origin);
    expect(`${target.pathname}${target.search}`, from).toBe(to);
    expect(ours.headers.get("location"), from).toBe(to);
  }
});
