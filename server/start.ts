// npm start: build the site if there is no current build for the origin it serves, then serve build/client.
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { isBuildCurrent } from "./build-freshness";
import { createRequestHandler } from "./request-handler";
import { startEnvironment } from "./start-environment";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

const env = startEnvironment(process.env, port);

if (!isBuildCurrent(buildDir, process.cwd(), env)) {
  console.log(`No current build for ${env.SITE_URL}: building the site first…`);
  // The same Node flags (tsx's loader) that run this file run the build script.
  const build = spawnSync(process.execPath, [...process.execArgv, "scripts/build.ts"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = createServer(createRequestHandler(path.join(buildDir, "client")));
server.listen(port, host, () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`Serving ${path.relative(process.cwd(), buildDir)}/client at http://localhost:${actual}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
