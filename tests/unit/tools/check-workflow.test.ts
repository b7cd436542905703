import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";

// The check as npm test runs it (node with tsx: GitHub's parser imports its JSON schema in a way
// only a loader like tsx's accepts, not vitest's), once, on a folder of the deploy workflow and
// broken copies of it.
const deploy = readFileSync(".github/workflows/deploy.yml", "utf8");
const noPermissions = /^permissions:\n {2}contents: read\n/m;
const cases = {
  "sound.yml": deploy,
  "rejected.yml": deploy
    .replace("runs-on:", "run-on:")
    .replace("${{ vars.SITE_URL }}", "${{ var.SITE_URL }}")
    .replace("contents: read", "contents: reed"),
  "by-tag.yml": deploy.replace(/actions\/checkout@[0-9a-f]{40}/, "actions/checkout@v7"),
  "no-permissions.yml": deploy.replace(noPermissions, ""),
  "write-all.yml": deploy.replace(noPermissions, "permissions: write-all\n"),
};

test("tools/check-workflows.ts passes the deploy workflow, and names each broken copy's problems", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "workflows-"));
  try {
    for (const [name, content] of Object.entries(cases)) writeFileSync(path.join(dir, name), content);
    const run = spawnSync(process.execPath, ["--import", "tsx", "tools/check-workflows.ts", dir], { encoding: "utf8" });
    expect(run.status).toBe(1);
    const lines = (name: string) => run.stdout.split("\n").filter((line) => line.startsWith(path.join(dir, name)));
    expect(lines("sound.yml")).toEqual([`${path.join(dir, "sound.yml")}: sound`]);
    const rejected = lines("rejected.yml").join("\n");
    for (const problem of [
      "Unexpected value 'run-on'",
      "Required property is missing: runs-on",
      "Unrecognized named-value: 'var'",
      "Unexpected value 'reed'",
    ]) {
      expect(rejected).toContain(problem);
    }
    expect(lines("by-tag.yml")).toEqual([expect.stringMatching(/\(Line: \d+\): actions\/checkout@v7 is not pinned/)]);
    expect(lines("no-permissions.yml")).toEqual([expect.stringContaining("no top-level permissions")]);
    expect(lines("write-all.yml")).toEqual([expect.stringContaining("permissions: write-all")]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
