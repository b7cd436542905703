// A GitHub Actions workflow file, checked as GitHub reads it: GitHub's own parser
// (@actions/workflow-parser, the one behind GitHub's Actions language service) against GitHub's
// workflow schema, expressions and their contexts included; then the project's rules for a
// workflow that deploys: every action pinned to a full commit SHA (a tag can be moved to other
// code), and the token's permissions written out at the top, none of them `write-all`.
import { NoOperationTraceWriter, convertWorkflowTemplate, isMapping, parseWorkflow } from "@actions/workflow-parser";

const PINNED = /^[^@\s]+@[0-9a-f]{40}$/;

/** Every problem in `content` (the file `name`), each with its line where GitHub's parser gives one; empty when it is sound. */
export async function checkWorkflow(name: string, content: string): Promise<string[]> {
  const result = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const problems = result.context.errors.getErrors().map((error) => error.message);
  if (!result.value || problems.length > 0) return problems;

  const template = await convertWorkflowTemplate(result.context, result.value);
  problems.push(...(template.errors ?? []).map((error) => error.Message));
  for (const job of template.jobs) {
    if (job.type !== "job") continue;
    for (const step of job.steps) {
      if (!("uses" in step)) continue;
      const uses = step.uses.value;
      // A local action (./…) or a container image (docker://…) is not a version to pin.
      if (uses.startsWith("./") || uses.startsWith("docker://") || PINNED.test(uses)) continue;
      const line = step.uses.range?.start.line;
      problems.push(
        `${name} (Line: ${line}): ${uses} is not pinned: use the full commit SHA of a release, its tag in a comment.`,
      );
    }
  }

  const root = result.value;
  const permissions = isMapping(root)
    ? [...Array(root.count).keys()].map((i) => root.get(i)).find((pair) => pair.key.toString() === "permissions")
    : undefined;
  if (!permissions) {
    problems.push(`${name}: no top-level permissions: write the least the workflow's token needs (contents: read).`);
  } else if (permissions.value.toString().includes("write-all")) {
    problems.push(`${name}: permissions: write-all: give the token only what the workflow needs.`);
  }
  return problems;
}
