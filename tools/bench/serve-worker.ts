// The project's server for bench:serve: server/request-handler.ts over BUILD_DIR's client folder,
// as server/start.ts runs it, minus start.ts's "build first if out of date" (a benchmark measures
// the build it was given; it must not start a build of its own).
import { createServer } from "node:http";
import path from "node:path";
import { createRequestHandler } from "../../server/request-handler";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const server = createServer(createRequestHandler(clientDir));
server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
