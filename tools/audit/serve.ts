// Serves a finished build with the project's own request handler, on 127.0.0.1 and a free port.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { ROUTE_MANIFEST_PATH } from "../../app/constants";
import { createRequestHandler } from "../../server/request-handler";
import { getFreePort } from "../../tests/support/free-port";

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
  const port = await getFreePort();
  const server = createServer(createRequestHandler(clientDir));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
