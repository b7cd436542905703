import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { STUDIO_AUTH_VARIABLES } from "../../deploy/studio-auth/handshake";
import { type CloudflarePagesServer, startCloudflarePages } from "../../support/cloudflare-pages";
import { FAKE_GITHUB, type FakeGitHub, startFakeGitHub } from "../../support/fake-github";
import { FakeGitHubRepository } from "../../support/fake-github-repository";
import { getFreePort } from "../../support/free-port";
import { isLocalUrl } from "../../support/local-url";
import { runBuild } from "../../support/run-build";
import { expect, test } from "./fixtures";

// Editing the live site (issue 45): a build made as a host makes it when the newsroom has set up
// editing (GITHUB_REPO, GITHUB_OAUTH_CLIENT_ID, its own SITE_URL), from the tiny content fixture,
// served by Cloudflare's local runtime with the sign-in function. GitHub is a fake on this machine
// (support/fake-github.ts) for both the sign-in and the studio's API calls, which the build sends
// there through its test-only api_root; its repository holds the same fixture content.

const CONTENT_DIR = path.resolve("tests/fixtures/content");
const STORY = "kitchen-table";
const SPANISH_FILE = `content/stories/${STORY}/index.es.md`;
const ENGLISH_FILE = `content/stories/${STORY}/index.md`;
const NEW_TITLE = "La mesa de la cocina, para siempre";
const buildDir = path.resolve(`build.live-editing-test-${process.pid}`);

let github: FakeGitHub;
let cloudflare: CloudflarePagesServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(360_000);
  github = await startFakeGitHub();
  const port = await getFreePort();
  const result = runBuild(
    {
      CONTENT_DIR,
      BUILD_DIR: buildDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      [STUDIO_AUTH_VARIABLES.repository]: FAKE_GITHUB.repository,
      [STUDIO_AUTH_VARIABLES.clientId]: FAKE_GITHUB.clientId,
      [STUDIO_AUTH_VARIABLES.testApiUrl]: github.origin,
    },
    240_000,
  );
  expect(result.status, result.stderr).toBe(0);
  cloudflare = await startCloudflarePages(path.join(buildDir, "client"), {
    port,
    bindings: {
      [STUDIO_AUTH_VARIABLES.clientId]: FAKE_GITHUB.clientId,
      [STUDIO_AUTH_VARIABLES.clientSecret]: FAKE_GITHUB.clientSecret,
      [STUDIO_AUTH_VARIABLES.repository]: FAKE_GITHUB.repository,
      [STUDIO_AUTH_VARIABLES.testOauthUrl]: github.origin,
      [STUDIO_AUTH_VARIABLES.testApiUrl]: github.origin,
    },
  });
});

test.afterAll(async () => {
  await cloudflare?.stop();
  await github?.stop();
  rmSync(buildDir, { recursive: true, force: true });
});

test("an editor signs in with GitHub on the deployed site, retitles a story in Spanish, and the save is a commit", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const repository = new FakeGitHubRepository(FAKE_GITHUB.repository, "main", CONTENT_DIR);
  github.repository = repository;
  const requested: string[] = [];
  context.on("request", (request) => requested.push(request.url()));
  page.on("dialog", (dialog) => void dialog.accept());

  await page.goto(`${cloudflare!.origin}/admin/`);
  await page.getByRole("button", { name: "Login with GitHub" }).click({ timeout: 90_000 });
  const story = page.getByRole("link", { name: /The kitchen table/ });
  await expect(story).toBeVisible({ timeout: 90_000 });
  await story.click();

  const spanish = page
    .locator("div")
    .filter({ has: page.getByRole("button", { name: "Writing in ES" }) })
    .filter({ has: page.locator("label") })
    .last();
  const title = spanish.getByLabel("Title", { exact: true });
  await expect(title).toHaveValue("La mesa de la cocina", { timeout: 90_000 });
  await title.fill(NEW_TITLE);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();

  await expect.poll(() => repository.commits.length, { timeout: 60_000 }).toBe(1);
  // Saved as Decap saves to GitHub: the file's blob, a tree on the branch's, a commit, the branch moved to it.
  const repo = `/repos/${FAKE_GITHUB.repository}`;
  const writes = github.requests.filter((request) => /^(POST|PATCH|PUT|DELETE) \/repos\//.test(request));
  expect([...new Set(writes)]).toEqual([
    `POST ${repo}/git/blobs`,
    `POST ${repo}/git/trees`,
    `POST ${repo}/git/commits`,
    `PATCH ${repo}/git/refs/heads/main`,
  ]);
  const [commit] = repository.commits;
  const saved = commit!.changed.get(SPANISH_FILE);
  expect(saved, `the commit changed ${[...commit!.changed.keys()].join(", ")}`).toBeDefined();
  const before = matter(readFileSync(path.join(CONTENT_DIR, "stories", STORY, "index.es.md"), "utf8"));
  const after = matter(saved!);
  expect(after.data).toEqual({ ...before.data, title: NEW_TITLE });
  expect(after.content.trim()).toBe(before.content.trim());
  expect(repository.file(SPANISH_FILE)).toBe(saved);
  // Only the Spanish file: the English one is untouched, and no Decap-named `.en.md` or `.es.md` appears.
  expect([...commit!.changed.keys()]).toEqual([SPANISH_FILE]);
  expect(repository.file(ENGLISH_FILE)).toBe(
    readFileSync(path.join(CONTENT_DIR, "stories", STORY, "index.md"), "utf8"),
  );
  expect(requested.filter((url) => !isLocalUrl(url))).toEqual([]);
});
