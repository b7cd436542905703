// /routes.json: the build id, exactly the pre-rendered page paths, and the redirect pages with their targets; checked by the client before each navigation.
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { ROUTE_MANIFEST_PATH } from "../../app/config/constants";
import type { RouteManifest } from "../../app/navigation/route-manifest";

export async function writeRouteManifest(
  clientDir: string,
  buildId: string,
  routes: string[],
  redirects: Record<string, string>,
): Promise<RouteManifest> {
  const missing = routes.filter((route) => !existsSync(path.join(clientDir, route, "index.html")));
  if (missing.length > 0) throw new Error(`These pages were not pre-rendered: ${missing.join(", ")}`);
  const manifest: RouteManifest = { version: buildId, routes, redirects };
  await writeFile(path.join(clientDir, ROUTE_MANIFEST_PATH), `${JSON.stringify(manifest)}\n`);
  return manifest;
}
