// The project's server in a process of its own, for the benchmarks and audits: server/request-handler.ts
// over CLIENT_DIR (default: BUILD_DIR's client folder), as server/start.ts runs it, minus start.ts's
// "build first if out of date" (a benchmark or audit measures the build it was given; it must not
// start a build of its own).
import { createServer } from "node:http";
import path from "node:path";
import { createRequestHandler } from "../../server/request-handler";

const clientDir = path.resolve(process.env.CLIENT_DIR ?? path.join(process.env.BUILD_DIR ?? "build", "client"));
const server = createServer(createRequestHandler(clientDir));
server.keepAliveTimeout = 5_000;
// The one line it prints: the parent waits for it (startProjectServer in local-servers.ts).
server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1", () => console.log("listening"));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
