import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import picomatch from "picomatch";

/**
 * What the editors' files in content/ say, read here with gray-matter and nothing of the site's
 * own loader, so the e2e tests compare the pages with the files rather than with the code under
 * test. Drafts, excluded stories and entries whose newsroom or contributor is left out are left
 * out, and entries are in the order the site promises (`order`, then name; stories by date, then title).
 */

interface FileEntry {
  slug: string;
  file: string;
  data: Record<string, unknown>;
  body: string;
}

const text = (value: unknown) => String(value ?? "");
/** YAML reads `2020-10-14` as a date; the pages show the day. */
const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : text(value));

function readFolder(contentDir: string, collection: string, excluded: (entry: string) => boolean): FileEntry[] {
  const dir = path.join(contentDir, collection);
  return readdirSync(dir, { withFileTypes: true })
    .filter((child) => child.isDirectory() && existsSync(path.join(dir, child.name, "index.md")))
    .map((child) => {
      const file = path.join(dir, child.name, "index.md");
      const { data, content } = matter(readFileSync(file, "utf8"));
      return { slug: text(data.slug ?? child.name), file, data, body: content, folder: child.name };
    })
    .filter((entry) => entry.data.draft !== true && !excluded(`${collection}/${entry.folder}`));
}

const byOrder = <T extends { order: number; name: string }>(a: T, b: T) =>
  a.order - b.order || a.name.localeCompare(b.name);

export function readContentFiles(contentDir = path.resolve("content")) {
  const site = matter(readFileSync(path.join(contentDir, "site.md"), "utf8")).data;
  const excluded = picomatch((site.exclude as string[] | undefined) ?? []);

  const newsrooms = readFolder(contentDir, "newsrooms", excluded)
    .map(({ slug, data }) => ({ slug, name: text(data.name), url: text(data.url), order: Number(data.order ?? 0) }))
    .sort(byOrder);
  const newsroomSlugs = new Set(newsrooms.map((n) => n.slug));

  const contributors = readFolder(contentDir, "contributors", excluded)
    .map(({ slug, data }) => ({
      slug,
      name: text(data.name),
      bio: text(data.bio),
      newsroom: text(data.newsroom),
      order: Number(data.order ?? 0),
      portrait: { alt: text((data.portrait as { alt?: string } | undefined)?.alt) },
    }))
    .filter((c) => newsroomSlugs.has(c.newsroom))
    .sort(byOrder);
  const contributorSlugs = new Set(contributors.map((c) => c.slug));

  const stories = readFolder(contentDir, "stories", excluded)
    .map(({ slug, file, data, body }) => {
      const video = data.video as { youtube?: string; src?: string; captions?: string } | undefined;
      return {
        slug,
        file,
        title: text(data.title),
        summary: text(data.summary),
        contributor: text(data.contributor),
        newsroom: text(data.newsroom),
        date: isoDate(data.date),
        sample: data.sample === true,
        hero: { alt: text((data.hero as { alt?: string } | undefined)?.alt) },
        video: video
          ? {
              kind: video.youtube ? ("youtube" as const) : ("file" as const),
              /** The video's captions file, absolute (a local video has one; a story's YouTube video too). */
              captions: video.captions ? path.resolve(path.dirname(file), video.captions) : undefined,
            }
          : undefined,
        /** The body's opening words, up to its first full stop, as the Markdown has them. */
        firstSentence: body.trim().split(/[.\n]/)[0]!,
      };
    })
    .filter((s) => newsroomSlugs.has(s.newsroom) && contributorSlugs.has(s.contributor))
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));

  return { newsrooms, contributors, stories };
}
