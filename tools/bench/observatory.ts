// npm run bench:observatory: the MDN HTTP Observatory's grade for the project's server and, where
// nginx is installed, for deploy/nginx.conf, on / and on /embed of the current build (run
// `npm run build` first). Not part of npm test.
//
// The Observatory grades HTTPS behaviour (HSTS, the redirection from HTTP), so each server is put
// behind a local TLS front (tools/lib/tls-front.ts) with a certificate made for the run and
// trusted by the scanner's process: what is graded is the server's headers, as a reader behind the
// host's TLS terminator would get them.
//
// The scanner (@mdn/mdn-http-observatory) is installed on first use into .cache/observatory rather
// than being a dependency of the project: it brings a web service's dependencies (fastify,
// postgres, sentry) that nothing else here needs. Installing it needs the npm registry.
//
// --smoke (npm test): / on the project's server only, the grade printed, not judged; where the
// scanner cannot be installed (no registry), the rest of the path still runs: the server behind
// its TLS front must answer / over HTTPS with Strict-Transport-Security, and HTTP with a redirect.
import { execFile, execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { get as httpsGet } from "node:https";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { buildClientDir } from "../audit/serve";
import { readBuiltPages } from "../../scripts/lib/built-pages";
import { type LocalServer, startNginxServer, startProjectServer } from "../lib/local-servers";
import { findNginx } from "../../support/nginx";
import { formatTextTable } from "../lib/text-table";
import { startTlsFront } from "../lib/tls-front";

const OBSERVATORY = "@mdn/mdn-http-observatory@1.4.8";
const INSTALL_DIR = path.resolve(".cache/observatory");
const SCANNER = path.join(INSTALL_DIR, "node_modules/@mdn/mdn-http-observatory/src/index.js");
const HSTS_PRELOAD_LIST = path.join(INSTALL_DIR, "node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json");
const TARGET_GRADE = "A+";

interface Grade {
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  /** `test: result` for each test that did not pass. */
  failed: string[];
}

function ensureScanner(): void {
  if (!existsSync(SCANNER)) {
    console.log(`Installing ${OBSERVATORY} into ${path.relative(process.cwd(), INSTALL_DIR)} (first run only)…`);
    // Without its install scripts, which build a native Postgres client the scanner does not use
    // and download lists from hosts this machine cannot reach.
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        INSTALL_DIR,
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        "--omit=optional",
        OBSERVATORY,
      ],
      { stdio: "inherit" },
    );
  }
  // One of those downloads is Chromium's HSTS preload list; localhost is on no such list, so an
  // empty one grades it exactly as the full list would.
  if (!existsSync(HSTS_PRELOAD_LIST)) writeFileSync(HSTS_PRELOAD_LIST, "{}\n");
}

/**
 * Scans `https://localhost:<port><pagePath>` in a process that trusts the front's certificate
 * (asynchronously: the front answers from this process's event loop).
 */
async function scan(port: number, pagePath: string, certFile: string): Promise<Grade> {
  const program = `
    import { scan } from ${JSON.stringify(pathToFileURL(SCANNER).href)};
    const { scan: summary, tests } = await scan(process.argv[1]);
    const failed = Object.values(tests).filter((t) => !t.pass).map((t) => t.constructor.name + ": " + t.result);
    console.log(JSON.stringify({ ...summary, failed }));`;
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "-e", program, `localhost:${port}${pagePath}`],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile } },
    );
    return JSON.parse(stdout.trim().split("\n").at(-1)!) as Grade;
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`The Observatory could not scan ${pagePath}: ${stderr?.trim() || (error as Error).message}`);
  }
}

/** Without the scanner: what the front answers on HTTPS (status, HSTS) and on plain HTTP (status). */
async function frontAnswers(port: number, pagePath: string, certFile: string): Promise<string[]> {
  const problems: string[] = [];
  const secure = await new Promise<{ status?: number; hsts?: string }>((resolve, reject) =>
    httpsGet({ host: "localhost", port, path: pagePath, ca: readFileSync(certFile) }, (response) => {
      response.resume();
      resolve({ status: response.statusCode, hsts: response.headers["strict-transport-security"] });
    }).on("error", reject),
  );
  if (secure.status !== 200) problems.push(`HTTPS ${pagePath} answered ${secure.status}`);
  if (!secure.hsts) problems.push(`HTTPS ${pagePath} has no Strict-Transport-Security`);
  const plain = await new Promise<number | undefined>((resolve, reject) =>
    httpGet({ host: "localhost", port, path: pagePath }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on("error", reject),
  );
  if (!plain || plain < 300 || plain >= 400) problems.push(`HTTP ${pagePath} answered ${plain}, not a redirect`);
  return problems;
}

async function smokeTest(): Promise<void> {
  const built = readBuiltPages(buildClientDir());
  let scanner = true;
  try {
    ensureScanner();
  } catch (error) {
    scanner = false;
    console.log(`The scanner could not be installed (${(error as Error).message.split("\n")[0]}):`);
    console.log("checking the server behind its TLS front without it.");
  }
  const server = await startProjectServer();
  const front = await startTlsFront(server.origin);
  try {
    if (scanner) {
      const result = await scan(front.port, built.home, front.certFile);
      console.log(`${server.name} ${built.home}: ${result.grade} (${result.score}), not judged in a smoke run`);
    } else {
      const problems = await frontAnswers(front.port, built.home, front.certFile);
      for (const problem of problems) console.log(`FAILED: ${problem}`);
      if (problems.length > 0) process.exitCode = 1;
      else console.log(`${server.name} ${built.home}: HTTPS with HSTS, HTTP redirected`);
    }
  } finally {
    await front.stop();
    await server.stop();
  }
}

async function main() {
  if (process.argv.includes("--smoke")) return smokeTest();
  const clientDir = buildClientDir();
  const built = readBuiltPages(clientDir);
  const paths = [built.home, built.embed];
  ensureScanner();

  const nginx = findNginx();
  const servers: (() => Promise<LocalServer>)[] = [startProjectServer];
  if (nginx) servers.push(() => startNginxServer(nginx, clientDir));
  else console.log("nginx is not installed: grading the project's server only.");

  const rows: string[][] = [];
  const failures: string[] = [];
  for (const start of servers) {
    const server = await start();
    const front = await startTlsFront(server.origin);
    try {
      for (const pagePath of paths) {
        const result = await scan(front.port, pagePath, front.certFile);
        rows.push([
          server.name,
          pagePath,
          result.grade,
          String(result.score),
          `${result.testsPassed}/${result.testsQuantity}`,
          result.failed.join("; ") || "-",
        ]);
        if (result.grade !== TARGET_GRADE) failures.push(`${server.name} ${pagePath}: ${result.grade}`);
      }
    } finally {
      await front.stop();
      await server.stop();
    }
  }
  console.log(`\n${formatTextTable(["server", "path", "grade", "score", "tests", "failed"], rows)}`);
  console.log(
    failures.length === 0 ? `\nEvery grade is ${TARGET_GRADE}.` : `\nBelow ${TARGET_GRADE}: ${failures.join(", ")}`,
  );
  process.exitCode = failures.length === 0 ? 0 : 1;
}

await main();
