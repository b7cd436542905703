// The post-build steps (scripts/postbuild-step.ts: 404 pages, content files, feeds, redirects, the
// studio, policies, `_headers`), in a process of their own: their libraries (the content's, the
// studio's) and what they read are given back before the search index is made.
import type { PostbuildInputs, PostbuildStepInput } from "../postbuild-step";
import { runCompiledStep } from "../lib/compile-step";

export async function postbuild(clientDir: string, buildId: string, inputs: PostbuildInputs): Promise<void> {
  const input: PostbuildStepInput = { clientDir, buildId, ...inputs };
  const code = await runCompiledStep(new URL("../postbuild-step.ts", import.meta.url), input);
  if (code !== 0) throw new Error(`the post-build steps exited with ${code}`);
}
