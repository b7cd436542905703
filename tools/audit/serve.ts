// Serves a finished build with the project's own request handler, on 127.0.0.1 and a free port, in
// a process of its own, as `npm start` runs it. Lighthouse estimates the site's server response
// time from what it observed and adds it to every simulated request, so the server must not share
// an event loop with Lighthouse's own work: a late answer would move the simulated paints.
import { existsSync } from "node:fs";
import path from "node:path";
import { ROUTE_MANIFEST_PATH } from "../../app/config/constants";
import { startProjectServer } from "../lib/local-servers";

export interface ServedSite {
  /**
   * `http://localhost:<port>`, no trailing slash. Listening on 127.0.0.1 only; named localhost so
   * the pages' canonical URLs (SITE_URL, http://localhost:3000 by default) are on the same host.
   */
  origin: string;
  close: () => Promise<void>;
}

/** The client folder of the build that BUILD_DIR names (default build/), or a clear error. */
export function buildClientDir(): string {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const clientDir = path.join(buildDir, "client");
  if (!existsSync(path.join(clientDir, ROUTE_MANIFEST_PATH))) {
    throw new Error(
      `${path.join(clientDir, ROUTE_MANIFEST_PATH)} is missing: build the site first (BUILD_DIR=${path.relative(process.cwd(), buildDir)} npm run build)`,
    );
  }
  return clientDir;
}

export async function serveBuild(clientDir: string): Promise<ServedSite> {
  const server = await startProjectServer(clientDir);
  return { origin: server.origin.replace("127.0.0.1", "localhost"), close: server.stop };
}
