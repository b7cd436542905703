// npm run bench:serve: requests per second, p50/p99 latency and errors of the project's server
// (server/request-handler.ts, in a process of its own: tools/lib/project-server-process.ts) for /, a contributor page and a .data payload, with autocannon on loopback, in
// bounded runs; and, where nginx is installed, the same against deploy/nginx.conf, and the ratio.
// Not part of npm test. Both servers get one process (nginx: one worker) and are sent
// `Accept-Encoding: gzip`: the build writes a .gz beside the bundle's files only (docs/decisions/031),
// so both gzip the pages and payloads as they send them, the costlier way, which clients without
// Brotli take (browsers are sent the .br as it is).
// Options: --duration=S (seconds per URL and server, default 10)  --connections=N (default 10)
//          --smoke (npm test: 1 s per URL after a 1 s warm-up; only errors fail, not the ratio, which
//          follows the machine's load)
import { createRequire } from "node:module";
import { payloadPath } from "../../app/addresses/site-paths";
import { buildClientDir } from "../audit/serve";
import { firstContributorPage, readBuiltPages } from "../../scripts/lib/built-pages";
import { type LocalServer, startNginxServer, startProjectServer } from "../lib/local-servers";
import { findNginx } from "../../support/nginx";
import { formatTextTable } from "../lib/text-table";

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

function option(name: string, fallback: number): number {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
  const parsed = value === undefined ? fallback : Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number`);
  return parsed;
}

const smoke = process.argv.includes("--smoke");
const duration = Math.min(option("duration", smoke ? 1 : 10), 60);
const warmUp = smoke ? 1 : 2;
const connections = Math.min(option("connections", 10), 100);

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

async function measure(url: string): Promise<Figures> {
  const headers = { "accept-encoding": "gzip" };
  await autocannon({ url, connections, duration: warmUp, headers }); // warm-up, not counted
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

async function main() {
  const clientDir = buildClientDir();
  const built = readBuiltPages(clientDir);
  const contributor = firstContributorPage(built);
  const paths = [built.home, contributor, payloadPath(contributor)];

  const nginx = findNginx();
  const servers: (() => Promise<LocalServer>)[] = [startProjectServer];
  if (nginx) servers.push(() => startNginxServer(nginx, clientDir));
  else console.log("nginx is not installed: measuring the project's server only.");

  console.log(
    `autocannon: ${connections} connections, ${duration} s per URL (after a ${warmUp} s warm-up), 127.0.0.1, Accept-Encoding: gzip`,
  );
  const results = new Map<string, Map<string, Figures>>();
  const names: string[] = [];
  for (const start of servers) {
    const server = await start();
    names.push(server.name);
    const figures = new Map<string, Figures>();
    try {
      for (const p of paths) figures.set(p, await measure(`${server.origin}${p}`));
    } finally {
      await server.stop();
    }
    results.set(server.name, figures);
  }

  const header = ["server", "path", "req/s", "p50", "p99", "errors", "requests"];
  const rows = names.flatMap((name) =>
    paths.map((p) => {
      const f = results.get(name)!.get(p)!;
      return [name, p, f.rps.toFixed(0), `${f.p50} ms`, `${f.p99} ms`, String(f.errors), String(f.requests)];
    }),
  );
  console.log(`\n${formatTextTable(header, rows)}`);

  const totalErrors = [...results.values()].flatMap((m) => [...m.values()]).reduce((sum, f) => sum + f.errors, 0);
  let ok = totalErrors === 0;
  if (names.length === 2) {
    console.log("\nproject server / nginx, requests per second (target: at least 0.5):");
    for (const p of paths) {
      const ratio = results.get(names[0]!)!.get(p)!.rps / results.get(names[1]!)!.get(p)!.rps;
      if (!smoke) ok &&= ratio >= 0.5;
      console.log(`  ${p}: ${ratio.toFixed(2)}`);
    }
  }
  console.log(`\nerrors: ${totalErrors} (target 0)`);
  if (smoke) console.log("smoke run: only errors judged, not the ratio.");
  console.log(ok ? "Targets met." : "Targets NOT met.");
  process.exitCode = ok ? 0 : 1;
}

await main();
