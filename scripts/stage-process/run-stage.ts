// Runs a stage of the build in a child process of its own, one stage after another: when the stage
// ends, its memory goes back to the system, which worker threads of the build's own process did not
// do (docs/decisions/029). The stage's side of the process is ./stage-port.ts.
import { type ChildProcess, fork } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Progress, startProgress } from "../lib/progress";
import { compileStage } from "./compile-stage";
import type { StageMessage } from "./stage-port";

/**
 * A JavaScript program run as its command line would run it, `argv` after the file: a stage
 * compiled by ./compile-stage.ts, or a tool's own (React Router's). No tsx loader: Vite under a
 * loader that sees every module it loads held 170 MB more.
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
 * Each stage's heap held near what is alive: by default V8 lets the old generation grow to several
 * times what it last found alive before collecting it, and pre-rendering left hundreds of MB of
 * garbage. A fifth over at most costs a few percent more time collecting (docs/decisions/029).
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
 * Starts the program and resolves with its exit code once it has ended; rejects with the error it
 * reported (./stage-port.ts), if it failed with one.
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

/**
 * Where runStage compiles its stages unless told otherwise: inside the project, whatever BUILD_DIR
 * is, so that their imports resolve from its node_modules; one folder a build process.
 */
const STAGES_DIR = fileURLToPath(new URL("../../.cache/build-steps/", import.meta.url));

export interface RunStageOptions extends StageOptions {
  /** The folder to compile the stage into, kept afterwards (its imports resolve from there). */
  compiledInto?: string;
}

/**
 * Runs a module of scripts/stages/ (compiled: ./compile-stage.ts) in one process for each input,
 * side by side, and resolves with what each returned. The progress lines they post are drawn here,
 * one for each label whatever the number of processes: it ends when every process has ended it.
 */
export async function runStage<Result>(
  stage: URL,
  inputs: unknown[],
  options: RunStageOptions = {},
): Promise<Result[]> {
  const name = path.basename(fileURLToPath(stage), ".ts");
  const folder = options.compiledInto ?? path.join(STAGES_DIR, String(process.pid));
  const program = await compileStage(stage, path.join(folder, `${name}.mjs`));
  const lines = new Map<string, { progress: Progress; total: number; ended: number }>();
  const onMessage = (posted: unknown, results: Result[], index: number) => {
    const message = posted as StageMessage<Result>;
    if (message.event === "result") {
      results[index] = message.result;
      return;
    }
    if (message.event === "start") {
      if (!lines.has(message.label))
        lines.set(message.label, { progress: startProgress(message.label), total: 0, ended: 0 });
      return;
    }
    const line = lines.get(message.label);
    if (!line) return;
    if (message.event === "total") line.progress.setTotal((line.total += message.total));
    else if (message.event === "tick") line.progress.tick(message.n);
    else if (++line.ended === inputs.length) {
      line.progress.done(message.summary);
      lines.delete(message.label);
      for (const note of message.notes) console.log(note);
    }
  };
  const results: Result[] = [];
  try {
    await Promise.all(
      inputs.map(async (input, index) => {
        const code = await runStageProcess(
          { program, argv: [], input },
          { ...options, onMessage: (message) => onMessage(message, results, index) },
        );
        if (code !== 0) throw new Error(`the ${name} stage exited with ${code}`);
      }),
    );
    return results;
  } catch (error) {
    for (const line of lines.values()) line.progress.clear();
    throw error;
  } finally {
    if (!options.compiledInto) rmSync(folder, { recursive: true, force: true });
  }
}
