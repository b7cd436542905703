// npm test's check of every GitHub Actions workflow in .github/workflows/, or in the folder given
// as its argument (tools/workflows/check-workflow.ts).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { checkWorkflow } from "./workflows/check-workflow";

const WORKFLOWS = process.argv[2] ?? ".github/workflows";
const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
let failed = files.length === 0;
if (failed) console.error(`No workflow in ${WORKFLOWS}/`);
for (const file of files) {
  const name = path.join(WORKFLOWS, file);
  const problems = await checkWorkflow(name, readFileSync(name, "utf8"));
  if (problems.length > 0) failed = true;
  console.log(problems.length === 0 ? `${name}: sound` : problems.join("\n"));
}
process.exit(failed ? 1 : 0);
