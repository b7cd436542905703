// npm run budget: page weight of one page of each type in the production build, gzip, against the
// budgets (tools/budget-check.ts says what is counted). BUILD_DIR picks the build (default build).
import path from "node:path";
import { runBudget } from "./budget-check";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
try {
  const { ok } = await runBudget(clientDir);
  console.log(ok ? "Every page is within its budgets." : "Budgets exceeded: see OVER BUDGET above.");
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(`budget: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
