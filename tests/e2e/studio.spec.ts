import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import type { Locator, Page } from "@playwright/test";
import matter from "gray-matter";
import { contributorFrontmatterSchema } from "../../app/content/contributor-schema.server";
import { storyFrontmatterSchema } from "../../app/content/story-schema.server";
import { linkedStylesheets } from "../../scripts/postbuild/studio";
import { writeStudio } from "../../scripts/studio/admin-files";
import { localBackend } from "../../scripts/studio/studio-backend";
import { LOCAL_BACKEND_ORIGIN, LOCAL_BACKEND_URL } from "../../studio/backends";
import { getFreePort } from "../../support/free-port";
import { expect, test } from "./fixtures";
import { buildFromContent } from "./content-build";

/**
 * The editing studio at /admin/ (issue 20), as an editor meets it under `npm run edit`: the studio
 * that command writes (writeStudio with the local backend, previewing with the production build's
 * stylesheets), served at the site's /admin/ as its dev server serves it, its local backend
 * (decap-server) on a copy of content/, real files on disk, then a build of that copy. Its
 * config.yml names the local backend at its usual address (LOCAL_BACKEND_URL), which this test
 * answers with its decap-server on a free port. The production build's own /admin/ has no editing
 * set up (studio-unconfigured.spec.ts).
 */

const decapServer = path.resolve("node_modules/decap-server/dist/index.js");

let root: string;
let contentDir: string;
let backend: ChildProcess;
let backendUrl: string;
/** `npm run edit`'s studio folder. */
let studioDir: string;
/** The builds this file made, removed after it. */
const builds: string[] = [];

/** A small PNG of one colour, as an editor's photo would be. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function waitForBackend(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`decap-server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`decap-server did not answer ${url} within 30 s`);
}

// Every wait below is for a state; a step that cannot happen fails within this, not at the test's end.
test.use({ actionTimeout: 30_000 });

test.beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "studio-e2e-"));
  contentDir = path.join(root, "content");
  cpSync("content", contentDir, { recursive: true });
  writeFileSync(path.join(root, "portrait.png"), png(48, 64, [190, 140, 100]));
  writeFileSync(path.join(root, "orchard.png"), png(80, 45, [90, 150, 80]));
  const port = await getFreePort();
  backendUrl = `http://127.0.0.1:${port}/api/v1`;
  // As `npm run edit` starts it: the files only (MODE=fs), on this machine only, on the checkout's root.
  backend = spawn(process.execPath, [decapServer], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root },
    stdio: "ignore",
  });
  await waitForBackend(backendUrl, backend);
  studioDir = path.join(root, "admin");
  const home = readFileSync(path.join(path.resolve(process.env.BUILD_DIR ?? "build"), "client", "index.html"), "utf8");
  await writeStudio(studioDir, { previewStyles: linkedStylesheets(home), backend: localBackend() });
});

const STUDIO_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
};

/** Serves `npm run edit`'s studio at the site's /admin/, as scripts/edit.ts's dev server does. */
async function serveEditStudio(page: Page): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.route(
    (url) => url.origin === origin && (url.pathname === "/admin" || url.pathname.startsWith("/admin/")),
    async (route) => {
      const name = path.basename(new URL(route.request().url()).pathname.slice("/admin".length)) || "index.html";
      const file = path.join(studioDir, name);
      if (name.startsWith(".") || !existsSync(file)) return route.fulfill({ status: 404 });
      await route.fulfill({
        body: readFileSync(file),
        headers: { "Content-Type": STUDIO_TYPES[path.extname(name)] ?? "application/octet-stream" },
      });
    },
  );
}

test.afterAll(() => {
  backend?.kill();
  if (root) rmSync(root, { recursive: true, force: true });
  for (const build of builds) rmSync(build, { recursive: true, force: true });
});

/** The studio's pane of one language (Decap shows English and Spanish side by side). */
function pane(page: Page, language: "EN" | "ES"): Locator {
  return page
    .locator("div")
    .filter({ has: page.getByRole("button", { name: `Writing in ${language}` }) })
    .filter({ has: page.locator("label") })
    .last();
}

/** The story's text: Decap's rich text editor, the only editable area of a pane. */
const BODY_EDITOR = '[contenteditable="true"]';

/**
 * How long a freshly opened studio may take to show its view: Decap's 5 MB bundle is parsed and run
 * again on every page load, which on a loaded 2-core machine takes well over the usual 15 s.
 */
const STUDIO_LOAD = { timeout: 60_000 };

/** Opens a view of the studio afresh, as an editor following a link to it would. */
async function openStudio(page: Page, view: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`/admin/#/${view}`);
}

/** Uploads a file through the image field's media library and picks it. */
async function chooseImage(page: Page, field: Locator, file: string): Promise<void> {
  await field.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText(path.basename(file), { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Choose selected" }).click();
  await expect(field.getByRole("img")).toBeVisible();
}

/** A group of fields (an object field) by its label and one of its fields' labels, within a pane. */
function group(scope: Locator, label: string, field: string): Locator {
  const labelled = (text: string) => scope.page().locator("label", { hasText: new RegExp(`^${text}$`) });
  return scope
    .locator("div")
    .filter({ has: labelled(label) })
    .filter({ has: labelled(field) })
    .last();
}

/** Picks an entry in a relation field by typing part of its name. */
async function pick(page: Page, scope: Locator, label: string, name: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).fill(name);
  await page.getByRole("option", { name, exact: true }).click();
}

/** Publishes the entry and waits until the files show it saved (`saved`), whatever Decap's toast did meanwhile. */
async function publish(page: Page, saved: () => boolean): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect.poll(saved, { message: "the saved files", timeout: 60_000 }).toBe(true);
}

function frontmatter(file: string): { data: Record<string, unknown>; content: string } {
  const parsed = matter(readFileSync(file, "utf8"));
  return { data: parsed.data, content: parsed.content };
}

test("an editor adds a contributor and a story, edits a title and translates, and the build shows them", async ({
  page,
  pageErrors,
}) => {
  // Decap's 5 MB bundle, four saves, typing into its editors and a whole build of the edited copy:
  // generous for a busy machine (a pre-run with other browser work beside it passed 300 s typing).
  test.setTimeout(600_000);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await serveEditStudio(page);
  // The studio asks the local backend at its usual address; this test's decap-server answers.
  await page.route(LOCAL_BACKEND_URL, async (route) => {
    // A connection of its own for each request: reusing one that decap-server is closing as idle
    // (Node's 5 s keep-alive) fails the request with ECONNRESET, more often on a loaded machine.
    const response = await route.fetch({
      url: backendUrl,
      headers: { ...route.request().headers(), connection: "close" },
    });
    await route.fulfill({ response });
  });

  // Decap marks an entry with a relation field changed as soon as it shows it, and asks before
  // leaving it (its only dialog): the editor, who has saved, says yes.
  page.on("dialog", (dialog) => void dialog.accept());

  await test.step("opens the studio and signs in to the local backend", async () => {
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click({ timeout: 60_000 });
    await expect(page.getByRole("link", { name: "Back on the line" })).toBeVisible({ timeout: 30_000 });
  });

  await test.step("creates a contributor with a portrait", async () => {
    await openStudio(page, "collections/contributors/new");
    await expect(page.getByRole("link", { name: /Writing in Contributors collection/ })).toBeVisible(STUDIO_LOAD);
    const en = pane(page, "EN");
    await en.getByLabel("Name", { exact: true }).fill("Rosa Delgado");
    await en.getByLabel("Age", { exact: true }).fill("19");
    await en.getByLabel("Hometown", { exact: true }).fill("Visalia");
    await pick(page, en, "Newsroom", "Valley Ink Youth Desk");
    await en.getByLabel("Bio", { exact: true }).fill("Rosa drove her sisters to school and wrote about the orchards.");
    const portrait = group(en, "Portrait", "Alt text");
    await chooseImage(page, portrait, path.join(root, "portrait.png"));
    await portrait.getByLabel("Alt text", { exact: true }).fill("Rosa in a straw hat between rows of trees");
    const video = group(en, "Video", "Video title");
    await video.getByLabel("Video title", { exact: true }).fill("Rosa's year in Visalia");
    await video.getByLabel("YouTube id (optional)", { exact: true }).fill("dQw4w9WgXcQ");
    // A local video's audio description (WCAG 1.2.5), each with the schema's hint.
    await expect(
      video.locator("label", { hasText: /^Audio description file \(WebVTT, what the picture shows\)/ }),
    ).toBeVisible();
    await expect(video.getByText("a WebVTT descriptions file (ending in .vtt)")).toBeVisible();
    await expect(
      video.locator("label", { hasText: /^Described version \(MP4 with the descriptions voiced\)/ }),
    ).toBeVisible();
    await en.getByLabel("Order in lists", { exact: true }).fill("20");
    await publish(page, () => existsSync(path.join(contentDir, "contributors", "rosa-delgado", "index.md")));
  });

  await test.step("refuses a story whose photo has no alt text, naming the field, and writes nothing", async () => {
    await openStudio(page, "collections/stories/new");
    await expect(page.getByRole("link", { name: /Writing in Stories collection/ })).toBeVisible(STUDIO_LOAD);
    const en = pane(page, "EN");
    await en.getByLabel("Title", { exact: true }).fill("Learning to drive in the orchard");
    await pick(page, en, "Contributor", "Rosa Delgado");
    await pick(page, en, "Newsroom", "Valley Ink Youth Desk");
    await en.getByLabel("Chapter", { exact: true }).fill("forward");
    await page.getByRole("option", { name: "forward", exact: true }).click();
    await en.getByLabel("Date", { exact: true }).fill("2021-05-04");
    await en.getByLabel("Summary", { exact: true }).fill("My uncle's truck, a dirt road and one very patient teacher.");
    const hero = group(en, "Hero image", "Alt text");
    await chooseImage(page, hero, path.join(root, "orchard.png"));
    await hero.getByLabel("Credit (required on a hero image)", { exact: true }).fill("Rosa Delgado");
    await en.locator(BODY_EDITOR).click();
    await page.keyboard.type("The first time I drove, the trees went by like a fence.");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Alt text is required.")).toBeVisible();
    expect(existsSync(path.join(contentDir, "stories", "learning-to-drive-in-the-orchard"))).toBe(false);
    // Decap rejects its own save with no reason when its checks refuse it: that, and nothing else.
    await expect.poll(() => pageErrors.map((error) => error.message)).toEqual(["undefined"]);
    pageErrors.length = 0;
  });

  await test.step("saves the story once its photo is described", async () => {
    const hero = group(pane(page, "EN"), "Hero image", "Alt text");
    await hero.getByLabel("Alt text", { exact: true }).fill("A pickup truck on a dirt road between almond trees");
    await publish(page, () =>
      existsSync(path.join(contentDir, "stories", "learning-to-drive-in-the-orchard", "index.md")),
    );
  });

  await test.step("edits an existing story's title", async () => {
    await openStudio(page, "collections/stories/entries/back-on-the-line");
    const title = pane(page, "EN").getByLabel("Title", { exact: true });
    await expect(title).toHaveValue("Back on the line", STUDIO_LOAD);
    await title.fill("Back on the line, for good");
    await publish(
      page,
      () =>
        frontmatter(path.join(contentDir, "stories", "back-on-the-line", "index.md")).data.title ===
        "Back on the line, for good",
    );
  });

  await test.step("adds a Spanish translation of the new story", async () => {
    await openStudio(page, "collections/stories/entries/learning-to-drive-in-the-orchard");
    await expect(pane(page, "EN").getByLabel("Title", { exact: true })).toHaveValue(
      "Learning to drive in the orchard",
      STUDIO_LOAD,
    );
    const es = pane(page, "ES");
    await es.getByLabel("Title", { exact: true }).fill("Aprender a manejar en la huerta");
    await es
      .getByLabel("Summary", { exact: true })
      .fill("La troca de mi tío, un camino de tierra y una maestra muy paciente.");
    const hero = group(es, "Hero image", "Alt text");
    await hero.getByLabel("Alt text", { exact: true }).fill("Una troca en un camino de tierra entre almendros");
    await hero.getByLabel("Credit (required on a hero image)", { exact: true }).fill("Rosa Delgado");
    await es.locator(BODY_EDITOR).click();
    await page.keyboard.type("La primera vez que manejé, los árboles pasaban como una cerca.");
    await publish(page, () =>
      existsSync(path.join(contentDir, "stories", "learning-to-drive-in-the-orchard", "index.es.md")),
    );
  });

  await test.step("previews the story as the site shows it, with the site's stylesheet", async () => {
    await page.getByRole("button", { name: "Toggle i18n" }).click();
    await page.getByRole("button", { name: "Toggle preview" }).click();
    const preview = page.frameLocator("iframe").first();
    await expect(preview.locator("article.story h2.story__title")).toHaveText("Learning to drive in the orchard");
    await expect(preview.locator(".story__body")).toContainText("the trees went by like a fence");
    await expect(preview.locator('link[rel="stylesheet"][href^="/assets/root-"]')).toHaveCount(1);
  });

  await test.step("the files are where and as the schema expects", async () => {
    const contributorDir = path.join(contentDir, "contributors", "rosa-delgado");
    const contributor = frontmatter(path.join(contributorDir, "index.md")).data;
    expect(contributorFrontmatterSchema.safeParse(contributor).error).toBeUndefined();
    expect(contributor).toMatchObject({
      name: "Rosa Delgado",
      newsroom: "valley-ink",
      portrait: { src: "portrait.png" },
    });
    expect(readFileSync(path.join(contributorDir, "portrait.png"))).toEqual(
      readFileSync(path.join(root, "portrait.png")),
    );
    expect(existsSync(path.join(contributorDir, "index.es.md"))).toBe(false);

    const storyDir = path.join(contentDir, "stories", "learning-to-drive-in-the-orchard");
    const story = frontmatter(path.join(storyDir, "index.md"));
    expect(storyFrontmatterSchema.safeParse(story.data).error).toBeUndefined();
    expect(story.data).toMatchObject({ contributor: "rosa-delgado", newsroom: "valley-ink", chapter: "forward" });
    expect(story.data.hero).toMatchObject({ src: "orchard.png" });
    expect(existsSync(path.join(storyDir, "orchard.png"))).toBe(true);
    expect(story.content).toContain("the trees went by like a fence");
    // The translation holds the words only; everything else comes from the English file.
    const spanish = frontmatter(path.join(storyDir, "index.es.md"));
    expect(spanish.data).toEqual({
      title: "Aprender a manejar en la huerta",
      summary: "La troca de mi tío, un camino de tierra y una maestra muy paciente.",
      hero: { alt: "Una troca en un camino de tierra entre almendros", credit: "Rosa Delgado" },
    });
    expect(spanish.content).toContain("los árboles pasaban como una cerca");

    expect(frontmatter(path.join(contentDir, "stories", "back-on-the-line", "index.md")).data.title).toBe(
      "Back on the line, for good",
    );
    // English stays index.md: no file is named after the original language.
    const named = readdirSync(contentDir, { recursive: true, encoding: "utf8" });
    expect(named.filter((name) => name.endsWith(".en.md"))).toEqual([]);
  });

  await test.step("a build of the edited copy shows the new contributor and story", async () => {
    // Inside the project, where the build's server bundle finds the project's packages.
    const buildDir = path.resolve(`build.studio-test-${process.pid}`);
    builds.push(buildDir);
    const builtPage = buildFromContent(contentDir, buildDir, 180_000);
    const english = builtPage("/contribuitor/rosa-delgado");
    expect(english).toContain("Rosa Delgado");
    expect(english).toContain("Learning to drive in the orchard");
    expect(english).toContain("the trees went by like a fence");
    expect(builtPage("/es/contribuitor/rosa-delgado")).toContain("Aprender a manejar en la huerta");
    expect(builtPage("/contribuitor/andres-quintero")).toContain("Back on the line, for good");
  });

  // The shared fixture refuses every other host; nothing may even have been tried.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const elsewhere = requested.filter((url) => {
    const { origin: from, protocol } = new URL(url);
    return protocol !== "data:" && protocol !== "blob:" && from !== origin && from !== LOCAL_BACKEND_ORIGIN;
  });
  expect(elsewhere).toEqual([]);
});
