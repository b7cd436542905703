// Runs one stage of the build in a child process of its own, one stage after another
// (docs/decisions/029): when the stage ends, all its memory goes back to the system. Worker threads
// of the build's own process did not give it back (decision 019): at 1,000 contributors the process
// still held 200 MB after the pre-render's threads had ended and 360 MB after the post-build steps,
// under the search index's Pagefind. The stage talks to the build through scripts/lib/stage-port.ts.
import { type ChildProcess, fork } from "node:child_process";

/**
 * A JavaScript program run as its command line would run it, `argv` after the file: a stage's step
 * compiled by scripts/lib/compile-step.ts, or a tool's own (React Router's). No tsx loader: Vite
 * under a loader that sees every module it loads held 170 MB more.
 */
export interface StageEntry {
  program: string;
  argv: string[];
  input?: unknown;
}

export interface StageOptions {
  /** The stage's environment; the build's by default. */
  env?: NodeJS.ProcessEnv;
  /** Drop what the stage writes to standard output (its errors still reach standard error). */
  quietStdout?: boolean;
  /** Each message the stage posts. */
  onMessage?: (message: unknown) => void;
  /** V8's young generation's halves, in MB, where the default 16 costs the build's peak too much. */
  youngGenerationMb?: number;
}

/**
 * Each stage's heap held near what is alive (docs/decisions/019, 029): by default V8 lets the old
 * generation grow to several times what it last found alive before collecting it, and
 * pre-rendering 2,000 pages left 400 MB of garbage. A fifth over at most costs a few percent more
 * time collecting.
 */
export const V8_FLAGS = ["--heap-growing-percent=20"];

/** The stages' processes still running: a failed build stops them before it removes its staging folder. */
const running = new Set<ChildProcess>();

/** Stops every stage still running (another stage of the build failed: nothing more is written). */
export function stopStages(): void {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
}

/**
 * Starts the stage and resolves with its exit code once it has ended; rejects with the error it
 * reported (scripts/lib/stage-port.ts), if it failed with one.
 */
export function runStageProcess(entry: StageEntry, options: StageOptions = {}): Promise<number> {
  const v8Flags = [
    ...V8_FLAGS,
    ...(options.youngGenerationMb ? [`--max-semi-space-size=${options.youngGenerationMb}`] : []),
  ];
  const child = fork(entry.program, entry.argv, {
    execArgv: v8Flags,
    env: options.env ?? process.env,
    serialization: "advanced",
    stdio: ["ignore", options.quietStdout ? "ignore" : "inherit", "inherit", "ipc"],
  });
  running.add(child);
  if (entry.input !== undefined) child.send({ stageInput: entry.input });
  let reported: string | undefined;
  child.on("message", (message: unknown) => {
    if (typeof message === "object" && message !== null && "stageError" in message)
      reported = String(message.stageError);
    else options.onMessage?.(message);
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      running.delete(child);
      if (reported !== undefined) reject(new Error(reported));
      else resolve(code ?? (signal ? 128 : 1));
    });
  });
}
