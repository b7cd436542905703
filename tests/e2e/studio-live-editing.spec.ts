import { rmSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { STUDIO_AUTH_VARIABLES } from "../../deploy/studio-auth/handshake";
import { type CloudflarePagesServer, startCloudflarePages } from "../../support/cloudflare-pages";
import { FAKE_GITHUB, type FakeGitHub, startFakeGitHub } from "../../support/fake-github";
import { FakeGitHubRepository } from "../../support/fake-github-repository";
import { getFreePort } from "../../support/free-port";
import { runBuild } from "../../support/run-build";
import { expect, test } from "./fixtures";

// Editing the live site (issue 45): a build made as a host makes it when the newsroom has set up
// editing (GITHUB_REPO, GITHUB_OAUTH_CLIENT_ID, its own SITE_URL), served by Cloudflare's local
// runtime with the sign-in function; GitHub is a fake on this machine for the sign-in and, for
// the studio's API calls, a fake repository answering api.github.com at the network boundary.

const STORY = "back-on-the-line";
const NEW_TITLE = "De vuelta en la cocina, para siempre";
const buildDir = path.resolve(`build.live-editing-test-${process.pid}`);

let github: FakeGitHub;
let cloudflare: CloudflarePagesServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(360_000);
  github = await startFakeGitHub();
  const port = await getFreePort();
  const result = runBuild(
    {
      BUILD_DIR: buildDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      [STUDIO_AUTH_VARIABLES.repository]: FAKE_GITHUB.repository,
      [STUDIO_AUTH_VARIABLES.clientId]: FAKE_GITHUB.clientId,
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
}) => {
  test.setTimeout(300_000);
  const repository = new FakeGitHubRepository(FAKE_GITHUB.repository, "main", path.resolve("content"));
  const tokens = new Set<string>();
  await page.route("https://api.github.com/**", async (route) => {
    const request = route.request();
    tokens.add(request.headers().authorization ?? "");
    const answer = repository.handle(request.method(), new URL(request.url()), request.postData());
    await route.fulfill({
      status: answer.status,
      contentType: "application/json",
      headers: { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "*" },
      body: JSON.stringify(answer.body),
    });
  });
  page.on("dialog", (dialog) => void dialog.accept());

  await page.goto(`${cloudflare!.origin}/admin/`);
  await page.getByRole("button", { name: "Login with GitHub" }).click({ timeout: 90_000 });
  await expect(page.getByRole("link", { name: /Writing in Stories collection/ })).toBeVisible({ timeout: 90_000 });
  expect([...tokens]).toContain(`token ${FAKE_GITHUB.editorToken}`);

  await page.goto(`${cloudflare!.origin}/admin/#/collections/stories/entries/${STORY}`);
  const spanish = page
    .locator("div")
    .filter({ has: page.getByRole("button", { name: "Writing in ES" }) })
    .filter({ has: page.locator("label") })
    .last();
  const title = spanish.getByLabel("Title", { exact: true });
  await expect(title).toHaveValue("De vuelta en la cocina", { timeout: 90_000 });
  await title.fill(NEW_TITLE);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();

  const file = `content/stories/${STORY}/index.es.md`;
  await expect.poll(() => repository.commits.length, { timeout: 60_000 }).toBeGreaterThan(0);
  const [commit] = repository.commits;
  expect([...commit!.changed.keys()]).toContain(file);
  expect(matter(commit!.changed.get(file)!).data.title).toBe(NEW_TITLE);
  // The English file is not Decap's `.en.md`, and not touched by a Spanish edit.
  expect([...commit!.changed.keys()].filter((at) => at.endsWith(".en.md"))).toEqual([]);
  expect(matter(repository.file(`content/stories/${STORY}/index.md`)!).data.title).not.toBe(NEW_TITLE);
});
