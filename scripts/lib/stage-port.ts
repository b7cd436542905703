// A build stage's side of its process (scripts/lib/run-stage-process.ts): what the build hands it,
// what it posts back, and its failure as one message the build reports as its own.

/** Posts a message to the build (structured clone: Maps and Sets arrive as they are). */
export function postToBuild(message: unknown): void {
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

/**
 * Runs the stage's work; a failure reaches the build as its message (the build prints it as its
 * own, without a stack an editor would have to read through) and the stage exits non-zero.
 */
export async function runAsStage(work: () => Promise<void> | void): Promise<void> {
  try {
    await work();
  } catch (error) {
    postToBuild({ stageError: error instanceof Error ? error.message : String(error) });
    process.exitCode = 1;
  }
}
