// npm run edit: the editing studio on this machine. decap-server (Decap CMS's local backend) reads
// and writes this checkout's content/ on 127.0.0.1 only; the dev server serves the site and the
// studio at http://localhost:3000/admin/. Ctrl-C stops both. CONTRIBUTING.md ("Edit in the
// browser") walks an editor through it.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { LOCAL_BACKEND_PORT } from "../studio/backends";
import { writeStudio } from "./studio/admin-files";
import { localBackend } from "./studio/studio-backend";
import { STUDIO_PATH } from "./studio/studio-path";

const PORT = Number(process.env.PORT ?? 3000);
const adminDir = path.resolve(".cache/studio/dev-admin");

/**
 * The site's stylesheets as the dev server serves them (`?direct`: the CSS itself, not the module
 * that injects it): the ones app/root.tsx imports, which every page has.
 */
function devStylesheets(): string[] {
  const root = readFileSync("app/root.tsx", "utf8");
  return [...root.matchAll(/^import\s+"(\.\/[^"]+\.css)";/gm)].map(
    ([, file]) => `/${path.posix.join("app", file!)}?direct`,
  );
}

const require = createRequire(import.meta.url);
const decapServer = require.resolve("decap-server/dist/index.js");
const reactRouter = path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.js");

// The environment as it was given: bundling the studio's script (Vite's build) sets NODE_ENV to
// production, which the dev server must not inherit.
const environment = { ...process.env };
await writeStudio(adminDir, { previewStyles: devStylesheets(), backend: localBackend() });

const children: ChildProcess[] = [];
let stopping = false;

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

function start(name: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, args, { stdio: "inherit", env: { ...environment, ...env } });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (!stopping) console.error(`${name} stopped (${code ?? signal}); stopping the studio.`);
    stop(code ?? 0);
  });
}

// Files only (MODE=fs), no commits: an editor reviews and commits the changes, after the build has
// checked them. MODE=git would commit every save with `git add .`, sweeping up whatever else is
// changed in the checkout, and switch branches in it.
start("decap-server", [decapServer], {
  PORT: String(LOCAL_BACKEND_PORT),
  BIND_HOST: "127.0.0.1",
  MODE: "fs",
  GIT_REPO_DIRECTORY: process.cwd(),
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
});
start("the dev server", [reactRouter, "dev", "--port", String(PORT)], { STUDIO_ADMIN_DIR: adminDir });

console.log(`\nThe editing studio: http://localhost:${PORT}${STUDIO_PATH}  (Ctrl-C stops it)\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(0));
