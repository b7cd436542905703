// Runs one step of the build in a worker thread of the build's own process, not in a child
// process: the step's heap and modules are given back when it ends, and no second Node.js (its
// runtime, its copy of the loaded code) is resident beside the first. docs/decisions/019.
import { Worker } from "node:worker_threads";

export type WorkerEntry =
  /** A TypeScript module of this project, loaded through tsx as the build script itself is. */
  | { module: URL; workerData?: unknown }
  /** A JavaScript program run as its command line would run it, `argv` after the file. */
  | { program: string; argv: string[]; workerData?: unknown };

export interface WorkerOptions {
  /** The worker's environment (`process.env` is its own copy either way); the build's by default. */
  env?: NodeJS.ProcessEnv;
  /** Drop what the worker writes to standard output (its errors still reach standard error). */
  quietStdout?: boolean;
  /** Each message the worker posts. */
  onMessage?: (message: unknown) => void;
}

/**
 * Starts the worker and resolves with its exit code once it has ended; rejects with the error it
 * threw, if it threw one.
 */
export function runWorker(entry: WorkerEntry, options: WorkerOptions = {}): Promise<number> {
  const common = { env: options.env ?? process.env, stdout: options.quietStdout ?? false };
  const worker =
    "module" in entry
      ? // A worker does not inherit the tsx loader in this Node.js: it registers its own, then imports the module.
        new Worker(
          `import { tsImport } from ${JSON.stringify(import.meta.resolve("tsx/esm/api"))};\n` +
            `await tsImport(${JSON.stringify(entry.module.href)}, ${JSON.stringify(import.meta.url)});`,
          { ...common, eval: true, workerData: entry.workerData },
        )
      : // No loader for a program that needs none: Vite under a loader that sees every module it loads held 170 MB more.
        new Worker(entry.program, { ...common, argv: entry.argv, execArgv: [], workerData: entry.workerData });
  if (options.quietStdout) worker.stdout.resume();
  if (options.onMessage) worker.on("message", options.onMessage);
  let thrown: unknown;
  worker.on("error", (error) => (thrown = error));
  return new Promise((resolve, reject) => {
    worker.on("exit", (code) => (thrown === undefined ? resolve(code) : reject(thrown)));
  });
}
