import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { isBuildCurrent, writeBuildEnvironment } from "../../../server/build-freshness";
import { startEnvironment } from "../../../server/start-environment";

describe("startEnvironment", () => {
  test("builds for the origin npm start serves when SITE_URL is not given", () => {
    expect(startEnvironment({ PORT: "8080" }, 8080).SITE_URL).toBe("http://localhost:8080");
    expect(startEnvironment({ SITE_URL: "  " }, 3000).SITE_URL).toBe("http://localhost:3000");
  });

  test("keeps a SITE_URL that is given, and the rest of the environment", () => {
    expect(startEnvironment({ SITE_URL: "https://stories.example.org", GTM_ID: "GTM-AB12CD" }, 8080)).toEqual({
      SITE_URL: "https://stories.example.org",
      GTM_ID: "GTM-AB12CD",
    });
  });
});

describe("isBuildCurrent", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /** A complete build made with `env`, newer than every source (the project folder is empty). */
  function buildMadeWith(env: NodeJS.ProcessEnv): { buildDir: string; projectDir: string } {
    const projectDir = mkdtempSync(path.join(tmpdir(), "freshness-project-"));
    const buildDir = mkdtempSync(path.join(tmpdir(), "freshness-build-"));
    folders.push(projectDir, buildDir);
    mkdirSync(path.join(buildDir, "client"));
    writeFileSync(path.join(buildDir, "client", "routes.json"), "{}");
    writeBuildEnvironment(buildDir, env);
    return { buildDir, projectDir };
  }

  test("a build made for port 3000 is not current for npm start on port 8080, which rebuilds", () => {
    const { buildDir, projectDir } = buildMadeWith({});
    expect(isBuildCurrent(buildDir, projectDir, startEnvironment({}, 3000))).toBe(true);
    expect(isBuildCurrent(buildDir, projectDir, startEnvironment({}, 8080))).toBe(false);
  });

  test("a build made for a public origin is current while SITE_URL names it, with or without a trailing slash", () => {
    const { buildDir, projectDir } = buildMadeWith({ SITE_URL: "https://stories.example.org" });
    expect(isBuildCurrent(buildDir, projectDir, { SITE_URL: "https://stories.example.org/" })).toBe(true);
    expect(isBuildCurrent(buildDir, projectDir, startEnvironment({}, 3000))).toBe(false);
  });
});
