// The content and the image stage, in one process of its own (scripts/content-step.ts), so that what
// they load (the content, the Markdown and schema libraries, sharp) is given back before Vite
// starts: every problem in every content file reported at once, before anything is built, then
// the image variants, so pre-rendering finds every one in the cache. A progress line for each.
import type { ContentStepInput, ContentStepMessage, ContentStepName } from "../content-step";
import { runCompiledStep } from "../lib/compile-step";
import type { ContentDigest } from "../postbuild/content-digest";
import { type Progress, startProgress } from "../progress";

export interface ContentStageResult {
  /** Every file the pages use, by name in the image cache's files folder. */
  contentAssets: string[];
  /** What the later stages need of the content, so that they need not load it. */
  digest: ContentDigest;
}

/** Runs the stage; it writes the validated content to `snapshotFile` for the later stages. */
export async function runContentStage(snapshotFile: string): Promise<ContentStageResult> {
  let contentAssets: string[] = [];
  let digest: ContentDigest | undefined;
  const steps = new Map<ContentStepName, Progress>();
  const onMessage = (data: unknown) => {
    const message = data as ContentStepMessage;
    if (message.event === "assets") contentAssets = message.names;
    else if (message.event === "digest") digest = message.digest;
    else if (message.event === "start") steps.set(message.step, startProgress(message.step));
    else if (message.event === "total") steps.get(message.step)?.setTotal(message.total);
    else if (message.event === "tick") steps.get(message.step)?.tick(message.n);
    else {
      steps.get(message.step)?.done(message.summary);
      steps.delete(message.step);
      for (const note of message.notes) console.log(note);
    }
  };
  try {
    const input: ContentStepInput = { snapshotFile };
    const code = await runCompiledStep(new URL("../content-step.ts", import.meta.url), input, { onMessage });
    if (code !== 0) throw new Error(`the content step exited with ${code}`);
    if (!digest) throw new Error("the content step ended without its digest of the content");
    return { contentAssets, digest };
  } catch (error) {
    for (const progress of steps.values()) progress.clear();
    throw error;
  }
}
