import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readContentFiles } from "./content-files";
import { expect, getPrerenderedPaths, test, waitForHydration } from "./fixtures";
import { runBuild } from "../../support/run-build";
import { buildFromContent } from "./content-build";

/**
 * The content as a reader meets it (issue 3): every contributor page with its stories, cards
 * that land on their story, images that never shift the layout, the head of each page, and an
 * editor's broken file stopping the build with a message that names it.
 */

const content = readContentFiles();

test.describe("contributor pages", () => {
  test("every sample contributor page renders the contributor and each of their stories", async ({ page }) => {
    // Twelve pages in one test: generous, for a machine busy with other work.
    test.setTimeout(120_000);
    const paths = await getPrerenderedPaths(page);
    expect(paths.filter((p) => /^\/contribuitor\/[^/]+$/.test(p)).sort()).toEqual(
      content.contributors.map((c) => `/contribuitor/${c.slug}`).sort(),
    );
    for (const contributor of content.contributors) {
      await page.goto(`/contribuitor/${contributor.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: contributor.name })).toBeVisible();
      await expect(page.getByText(contributor.bio)).toBeVisible();
      await expect(page.getByRole("img", { name: contributor.portrait.alt })).toBeVisible();
      const stories = content.stories.filter((s) => s.contributor === contributor.slug);
      expect(stories.length, contributor.slug).toBeGreaterThan(0);
      await expect(page.locator("article.story")).toHaveCount(stories.length);
      for (const story of stories) {
        const article = page.locator(`article#${story.slug}`);
        await expect(article.getByRole("heading", { level: 2, name: story.title })).toBeVisible();
        await expect(article.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
          "href",
          `/contribuitor/${contributor.slug}/${story.slug}`,
        );
        await expect(article.getByRole("img", { name: story.hero.alt }).first()).toBeAttached();
        await expect(article.locator(".story__body p").first()).toBeVisible();
        if (story.sample) await expect(article.getByText("Sample story")).toBeVisible();
        if (story.video) await expect(article.locator(".video__frame")).toHaveCount(1);
      }
    }
  });

  test("links to the previous and next contributor, in order", async ({ page }) => {
    const [first, second] = content.contributors;
    await page.goto(`/contribuitor/${second!.slug}`);
    const pager = page.getByRole("navigation", { name: "More contributors" });
    await expect(pager.getByRole("link", { name: `Previous contributor ${first!.name}` })).toHaveAttribute(
      "href",
      `/contribuitor/${first!.slug}`,
    );
    await page.goto(`/contribuitor/${first!.slug}`);
    await expect(pager.getByRole("link", { name: /Previous contributor/ })).toHaveCount(0);
    await expect(pager.getByRole("link", { name: `Next contributor ${second!.name}` })).toBeVisible();
  });

  test("the index shows every contributor, grouped by newsroom", async ({ page }) => {
    await page.goto("/contribuitor");
    for (const newsroom of content.newsrooms) {
      const group = page.locator(`section#${newsroom.slug}`);
      await expect(group.getByRole("heading", { level: 2 })).toContainText(newsroom.name);
      const members = content.contributors.filter((c) => c.newsroom === newsroom.slug);
      await expect(group.locator(".contributor-card")).toHaveCount(members.length);
      for (const member of members) {
        await expect(group.getByRole("link", { name: member.name })).toHaveAttribute(
          "href",
          `/contribuitor/${member.slug}`,
        );
      }
    }
  });
});

test.describe("home page", () => {
  test("shows the chapters in order, the newsrooms and the featured 16:9 video with captions", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/");
    const chapters = page.locator("section.chapter h2");
    await expect(chapters).toHaveText(["A year of struggle", "Finding a way forward"]);
    await expect(page.locator(".story-card")).toHaveCount(content.stories.length);
    for (const newsroom of content.newsrooms) {
      await expect(page.locator("#newsrooms").getByRole("link", { name: newsroom.name, exact: true })).toHaveAttribute(
        "href",
        newsroom.url,
      );
    }
    const box = await page.locator(".home-hero .video__frame").boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
    await waitForHydration(page);
    await page
      .locator(".home-hero")
      .getByRole("button", { name: /^Play video: / })
      .click();
    const video = page.locator(".home-hero video");
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute("src", /^\/assets\/content\/.+\.vtt$/);
    const captions = await page.request.get((await video.locator("track").getAttribute("src"))!);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    expect(requests.filter((url) => !url.startsWith("http://localhost"))).toEqual([]);
  });

  test("each story card leads to its story's own page", async ({ page }) => {
    await page.goto("/");
    for (const story of content.stories) {
      await expect(page.getByRole("link", { name: story.title, exact: true })).toHaveAttribute(
        "href",
        `/contribuitor/${story.contributor}/${story.slug}`,
      );
    }
    await waitForHydration(page);
    const story = content.stories.find(
      (s) =>
        content.stories.filter((o) => o.contributor === s.contributor).length > 1 &&
        s !== content.stories.find((o) => o.contributor === s.contributor),
    )!;
    await page.getByRole("link", { name: story.title, exact: true }).click();
    await expect(page).toHaveURL(`/contribuitor/${story.contributor}/${story.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
  });

  test("a direct load of a story's old address (its section of the contributor's page) lands on the story", async ({
    page,
  }) => {
    const story = content.stories.at(-1)!;
    await page.goto(`/contribuitor/${story.contributor}#${story.slug}`);
    await expect(page.locator(`article#${story.slug}`).getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("carries story summaries, never bodies, in its payload", async ({ request }) => {
    const payload = await (await request.get("/_.data")).text();
    const story = content.stories[0]!;
    expect(payload).toContain(story.summary);
    expect(payload).not.toContain(story.firstSentence);
  });
});

test.describe("images", () => {
  for (const pagePath of ["/", "/contribuitor", `/contribuitor/${content.contributors[0]!.slug}`]) {
    test(`every image on ${pagePath} has alt text, intrinsic size and responsive sources; only the LCP image is eager`, async ({
      page,
    }) => {
      await page.goto(pagePath);
      const images = await page.locator("main img").evaluateAll((list) =>
        list.map((img) => ({
          alt: img.getAttribute("alt"),
          width: Number(img.getAttribute("width")),
          height: Number(img.getAttribute("height")),
          loading: img.getAttribute("loading"),
          priority: img.getAttribute("fetchpriority"),
          sources: [...(img.parentElement?.querySelectorAll("source") ?? [])].map((s) => s.getAttribute("type")),
          // A lazy image not loaded yet keeps its addresses in data- attributes.
          srcset: (({ dataset, srcset }: HTMLSourceElement) => dataset.srcset ?? srcset)(
            img.parentElement!.querySelector("source")!,
          ),
          imgSrcset: (img as HTMLImageElement).dataset.srcset ?? img.getAttribute("srcset") ?? "",
          sizes: img.getAttribute("sizes"),
          lazy: img.closest(".lazy-image") !== null,
        })),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.alt?.length, JSON.stringify(image)).toBeGreaterThan(0);
        expect(image.width).toBeGreaterThan(0);
        expect(image.height).toBeGreaterThan(0);
        expect(image.sources).toEqual(["image/avif"]);
        expect(image.srcset).toMatch(/^\/assets\/content\/\S+\.avif \d+w/);
        expect(image.imgSrcset).toMatch(/^\/assets\/content\/\S+\.webp \d+w/);
        expect(image.sizes).toBeTruthy();
      }
      const eager = images.filter((i) => i.loading === "eager");
      expect(eager.every((i) => i.priority === "high")).toBe(true);
      if (pagePath.startsWith("/contribuitor/")) expect(eager.length).toBeGreaterThan(0);
      expect(images.filter((i) => i.lazy).length).toBe(images.length - eager.length);
    });
  }

  test("image variants are fingerprinted and cached as immutable", async ({ page, request }) => {
    await page.goto(`/contribuitor/${content.contributors[0]!.slug}`);
    const src = await page.locator("main img").first().getAttribute("src");
    const response = await request.get(src!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["cache-control"]).toContain("immutable");
  });
});

test.describe("metadata", () => {
  test("a contributor page has Open Graph, Twitter card and JSON-LD for the person, each story and its video", async ({
    page,
  }) => {
    const contributor = content.contributors.find((c) =>
      content.stories.some((s) => s.contributor === c.slug && s.video?.kind === "file"),
    )!;
    await page.goto(`/contribuitor/${contributor.slug}`);
    await expect(page).toHaveTitle(`${contributor.name} | Our Pandemic Year`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", contributor.name);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^http:\/\/localhost:3000\/assets\/content\/.+\.jpg$/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `http://localhost:3000/contribuitor/${contributor.slug}`,
    );
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string; video?: { "@type": string } },
    );
    const stories = content.stories.filter((s) => s.contributor === contributor.slug);
    expect(jsonLd.map((d) => d["@type"])).toEqual(["Person", ...stories.map(() => "NewsArticle")]);
    expect(jsonLd.some((d) => d.video?.["@type"] === "VideoObject")).toBe(true);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect((await page.request.get(new URL(ogImage!).pathname)).status()).toBe(200);
  });

  test("the build writes sitemap.xml and robots.txt from SITE_URL", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const contributor of content.contributors) {
      expect(sitemap).toContain(`<loc>http://localhost:3000/contribuitor/${contributor.slug}</loc>`);
    }
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});

test.describe("layout", () => {
  for (const pagePath of ["/", "/contribuitor", `/contribuitor/${content.contributors[0]!.slug}`]) {
    test(`${pagePath} fits a 320 px screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(pagePath);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});

test.describe("editing content", () => {
  test("an editor adds a contributor and a story with two Markdown files and an image, and the build shows them", async () => {
    test.setTimeout(170_000);
    const temp = mkdtempSync(path.join(os.tmpdir(), "new-content-"));
    const contentDir = path.join(temp, "content");
    // Inside the project: the pre-rendering server bundle resolves packages from node_modules/.
    const buildDir = path.resolve(`build.content-test-${process.pid}`);
    try {
      cpSync(path.resolve("content"), contentDir, { recursive: true });
      const newsroom = content.newsrooms[0]!.slug;
      const image = readFileSync(path.join(path.dirname(content.stories[0]!.file), "hero.svg"));
      const contributorDir = path.join(contentDir, "contributors", "rosa-new");
      const storyDir = path.join(contentDir, "stories", "a-new-story");
      mkdirSync(contributorDir);
      mkdirSync(storyDir);
      writeFileSync(path.join(contributorDir, "portrait.svg"), image);
      writeFileSync(path.join(storyDir, "hero.svg"), image);
      writeFileSync(
        path.join(contributorDir, "index.md"),
        `---\nname: Rosa New\nage: 20\nhometown: Oakland\nnewsroom: ${newsroom}\nbio: Rosa is new here.\nportrait:\n  src: portrait.svg\n  alt: A drawing of hills\nvideo:\n  title: Rosa in Oakland\n  youtube: dQw4w9WgXcQ\norder: 99\n---\n`,
      );
      writeFileSync(
        path.join(storyDir, "index.md"),
        `---\ntitle: A new story\ncontributor: rosa-new\nnewsroom: ${newsroom}\nchapter: forward\ndate: 2021-08-01\nsummary: Something new.\nhero:\n  src: hero.svg\n  alt: A drawing of hills\n  credit: Rosa New\n---\n\nThe first paragraph of a new story.\n`,
      );
      const builtPage = buildFromContent(contentDir, buildDir, 160_000);
      const html = builtPage("/contribuitor/rosa-new");
      expect(html).toContain("Rosa New");
      expect(html).toContain('id="a-new-story"');
      expect(html).toContain("The first paragraph of a new story.");
      expect(builtPage("/")).toContain('href="/contribuitor/rosa-new/a-new-story"');
      expect(builtPage("/contribuitor/rosa-new/a-new-story")).toContain("The first paragraph of a new story.");
    } finally {
      rmSync(temp, { recursive: true, force: true });
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});

test.describe("broken content", () => {
  test("stops the build with a message naming the file and every problem, leaving no build behind", () => {
    test.setTimeout(120_000);
    const temp = mkdtempSync(path.join(os.tmpdir(), "broken-content-"));
    const contentDir = path.join(temp, "content");
    const buildDir = path.join(temp, "build");
    try {
      cpSync(path.resolve("content"), contentDir, { recursive: true });
      const story = content.stories[0]!;
      const storyFile = path.join(contentDir, "stories", path.basename(path.dirname(story.file)), "index.md");
      writeFileSync(
        storyFile,
        readFileSync(storyFile, "utf8")
          .replace(/^chapter: \w+$/m, "chapter: strugle")
          .replace(/^contributor: .+$/m, "contributor: nobody-here"),
      );
      const contributor = content.contributors[0]!;
      const contributorFile = path.join(contentDir, "contributors", contributor.slug, "index.md");
      writeFileSync(contributorFile, readFileSync(contributorFile, "utf8").replace(/^ {2}alt: .+$/m, ""));

      const result = runBuild({ CONTENT_DIR: contentDir, BUILD_DIR: buildDir }, 110_000);
      expect(result.status).not.toBe(0);
      const relative = (file: string) => path.relative(process.cwd(), file);
      expect(result.stderr).toContain("The content has 3 problems");
      expect(result.stderr).toContain(relative(storyFile));
      expect(result.stderr).toContain(
        'field "chapter": expected the chapter: "struggle" or "forward"; found "strugle"',
      );
      expect(result.stderr).toContain('field "contributor"');
      expect(result.stderr).toContain(relative(contributorFile));
      expect(result.stderr).toContain('field "portrait.alt"');
      expect(existsSync(buildDir)).toBe(false);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });
});
