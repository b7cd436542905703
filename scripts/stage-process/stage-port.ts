// A build stage's side of its process (./run-stage.ts): what the build hands it, the progress and
// the result it posts back, and its failure as one message the build reports as its own.

/** What a stage posts to the build: its progress lines, drawn by the build, and its result. */
export type StageMessage<Result = unknown> =
  | { label: string; event: "start" }
  | { label: string; event: "total"; total: number }
  | { label: string; event: "tick"; n: number }
  /** The step's summary, without its time: the build's progress line adds it. */
  | { label: string; event: "done"; summary: string; notes: string[] }
  | { event: "result"; result: Result };

/** Posts a message to the build (structured clone: Maps and Sets arrive as they are). */
function postToBuild(message: StageMessage): void {
  process.send?.(message);
}

/** What the build handed the stage when it started it. */
export function stageInput<T>(): Promise<T> {
  return new Promise((resolve) => {
    process.once("message", (message: { stageInput: T }) => {
      // Nothing more comes: the channel no longer keeps the stage alive once its work is done.
      process.channel?.unref();
      resolve(message.stageInput);
    });
  });
}

/** A progress line the build draws (scripts/lib/progress.ts), shared by the stage's processes. */
export interface StageProgress {
  setTotal(total: number): void;
  tick(n?: number): void;
  /** Ends the line with its summary; `notes` are printed after it. */
  done(summary: string, notes?: string[]): void;
}

export function stageProgress(label: string): StageProgress {
  postToBuild({ label, event: "start" });
  return {
    setTotal: (total) => postToBuild({ label, event: "total", total }),
    tick: (n = 1) => postToBuild({ label, event: "tick", n }),
    done: (summary, notes = []) => postToBuild({ label, event: "done", summary, notes }),
  };
}

/**
 * Runs the stage's work and posts what it returns to the build; a failure reaches the build as its
 * message (printed as the build's own, without a stack an editor would have to read through) and
 * the stage exits non-zero.
 */
export async function runAsStage<Input, Result>(work: (input: Input) => Promise<Result> | Result): Promise<void> {
  try {
    const result = await work(await stageInput<Input>());
    if (result !== undefined) postToBuild({ event: "result", result });
  } catch (error) {
    process.send?.({ stageError: error instanceof Error ? error.message : String(error) });
    process.exitCode = 1;
  }
}
