/**
 * Reads the editors' files in content/ into typed, validated collections: newsrooms,
 * contributors, stories, and the site settings. Every problem in every file is collected and
 * thrown together as one ContentError, so an editor fixes them all in one round.
 *
 * Layout, one shape per collection: content/site.md, and content/<collection>/<slug>/index.md with
 * that entry's images beside it. An entry stays out of the build with `draft: true`, or when its
 * path matches one of the site settings' `exclude` globs (picomatch, against `stories/<slug>` and
 * `stories/<slug>/index.md`). Entries that depend on one kept out (a story by a draft contributor)
 * are kept out too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import picomatch from "picomatch";
import type { z } from "zod";
import { GLOB_PATTERN_MAX_LENGTH } from "../constants";
import { getContentDir } from "./content-dir.server";
import { type ContentProblem, ContentError, describeFound, problemsFromZod } from "./content-error.server";
import type { ImageRef } from "./images.server";
import { renderMarkdown, renderStoryMarkdown } from "./markdown.server";
import {
  type SiteFrontmatter,
  contributorFrontmatterSchema,
  newsroomFrontmatterSchema,
  siteFrontmatterSchema,
  slugSchema,
  storyFrontmatterSchema,
} from "./schemas.server";
import type { Chapter, ChapterId, SiteSettings } from "./types";

export type VideoRef = { title: string; date?: string } & (
  | { kind: "youtube"; id: string; poster?: ImageRef }
  | { kind: "file"; file: string; poster: ImageRef; captions: string }
);

interface Entry {
  slug: string;
  /** The entry's Markdown file. */
  file: string;
  sample: boolean;
}

export interface NewsroomEntry extends Entry {
  name: string;
  region: string;
  url: string;
  description: string;
  logo: ImageRef;
  order: number;
}

export interface ContributorEntry extends Entry {
  name: string;
  age: number | string;
  hometown: string;
  newsroom: string;
  bio: string;
  portrait: ImageRef;
  video: VideoRef;
  order: number;
}

export interface StoryEntry extends Entry {
  title: string;
  contributor: string;
  newsroom: string;
  chapter: ChapterId;
  date: string;
  summary: string;
  hero: ImageRef;
  video?: VideoRef;
  /** Sanitized HTML of the body (app/content/markdown.server.ts). */
  bodyHtml: string;
}

export interface SiteConfig {
  file: string;
  /** What site.md says; the newsrooms' regions are added by getSiteSettings. */
  settings: Omit<SiteSettings, "newsroomRegions">;
  /** Sanitized HTML of site.md's body: the home page's introduction. */
  introHtml: string;
  featuredVideo: VideoRef;
  chapters: Chapter[];
  exclude: string[];
}

export interface Collections {
  contentDir: string;
  site: SiteConfig;
  newsrooms: NewsroomEntry[];
  contributors: ContributorEntry[];
  stories: StoryEntry[];
  /** Entries kept out of the build, by path relative to content/, with the reason. */
  skipped: { entry: string; reason: string }[];
}

/** Element ids the contributor page uses itself; a story anchor must not take them. */
const RESERVED_STORY_SLUGS = new Set(["main"]);

export const COLLECTION_NAMES = ["newsrooms", "contributors", "stories"] as const;

interface ParsedFile {
  data: Record<string, unknown>;
  body: string;
}

/** Frontmatter and body, or a problem naming the file when the YAML does not parse. */
function readMarkdownFile(file: string, problems: ContentProblem[]): ParsedFile | undefined {
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    problems.push({ file, expected: "a readable Markdown file", found: "no such file" });
    return undefined;
  }
  try {
    // gray-matter caches by content; a fresh options object turns that off.
    const parsed = matter(source, {});
    return { data: (parsed.data ?? {}) as Record<string, unknown>, body: parsed.content };
  } catch (error) {
    const reason = (error as { reason?: string; mark?: { line?: number } }) ?? {};
    const where = reason.mark?.line !== undefined ? ` on line ${reason.mark.line + 1}` : "";
    problems.push({
      file,
      field: "(frontmatter)",
      expected: "YAML frontmatter between two --- lines, one `field: value` per line",
      found: `text that does not parse${where}: ${reason.reason ?? String(error)}`,
    });
    return undefined;
  }
}

function validate<S extends z.ZodType>(
  schema: S,
  file: string,
  data: unknown,
  problems: ContentProblem[],
): z.infer<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  problems.push(...problemsFromZod(file, result.error, data));
  return undefined;
}

/** An image or media file named in a field, resolved beside the file that names it and checked to exist. */
function resolveFile(
  from: string,
  relative: string,
  field: string,
  contentDir: string,
  problems: ContentProblem[],
  what = "a file",
): string {
  const resolved = path.resolve(path.dirname(from), relative);
  const inside = !path.relative(contentDir, resolved).startsWith("..");
  if (!inside) {
    problems.push({ file: from, field, expected: `${what} inside the content folder`, found: describeFound(relative) });
  } else if (!existsSync(resolved) || !statSync(resolved).isFile()) {
    problems.push({
      file: from,
      field,
      expected: `${what} that exists, relative to this file`,
      found: `${describeFound(relative)} (there is no ${path.relative(process.cwd(), resolved)})`,
    });
  }
  return resolved;
}

function imageRef(
  from: string,
  image: { src: string; alt: string; credit?: string },
  field: string,
  contentDir: string,
  problems: ContentProblem[],
): ImageRef {
  return {
    file: resolveFile(from, image.src, `${field}.src`, contentDir, problems, "an image file"),
    alt: image.alt,
    ...(image.credit ? { credit: image.credit } : {}),
    namedIn: { file: from, field: `${field}.src` },
  };
}

function videoRef(
  from: string,
  video: NonNullable<SiteFrontmatter["featuredVideo"]>,
  field: string,
  contentDir: string,
  problems: ContentProblem[],
): VideoRef {
  const poster = video.poster ? imageRef(from, video.poster, `${field}.poster`, contentDir, problems) : undefined;
  const common = { title: video.title, ...(video.date ? { date: video.date } : {}) };
  if (video.youtube) return { kind: "youtube", id: video.youtube, ...common, ...(poster ? { poster } : {}) };
  return {
    kind: "file",
    ...common,
    file: resolveFile(from, video.src!, `${field}.src`, contentDir, problems, "a video file"),
    poster: poster!,
    captions: resolveFile(from, video.captions!, `${field}.captions`, contentDir, problems, "a captions file"),
  };
}

/** Compiles the exclusion globs, reporting each one too long or that does not parse. */
function compileExcludes(site: { file: string; patterns: unknown }, problems: ContentProblem[]) {
  const matchers: picomatch.Matcher[] = [];
  if (!Array.isArray(site.patterns)) return matchers;
  site.patterns.forEach((pattern: unknown, index) => {
    const field = `exclude.${index}`;
    if (typeof pattern !== "string") return; // the schema reports it
    if (pattern.length > GLOB_PATTERN_MAX_LENGTH) {
      problems.push({
        file: site.file,
        field,
        expected: `a glob pattern of at most ${GLOB_PATTERN_MAX_LENGTH} characters`,
        found: `a pattern of ${pattern.length} characters`,
      });
      return;
    }
    try {
      const matcher = picomatch(pattern, { strictBrackets: true, dot: true });
      // The regular expression is built lazily; one match surfaces engine limits ("too large") here.
      matcher("stories/example");
      matchers.push(matcher);
    } catch (error) {
      const reason = (error as Error).message.split(":")[0]?.slice(0, 120) ?? "";
      problems.push({
        file: site.file,
        field,
        expected: 'a glob pattern that parses, like "stories/**/wip-*"',
        found: `${describeFound(pattern)}, which does not (${reason.includes("/^") ? "it is too complex" : (error as Error).message.slice(0, 160)})`,
      });
    }
  });
  return matchers;
}

function loadSite(contentDir: string, problems: ContentProblem[]) {
  const file = path.join(contentDir, "site.md");
  const parsed = readMarkdownFile(file, problems);
  if (!parsed) return { site: undefined, matchers: [] };
  const matchers = compileExcludes({ file, patterns: parsed.data.exclude }, problems);
  const data = validate(siteFrontmatterSchema, file, parsed.data, problems);
  if (!data) return { site: undefined, matchers };
  const site: SiteConfig = {
    file,
    settings: { name: data.name, tagline: data.tagline, description: data.description, credits: data.credits },
    introHtml: renderMarkdown(parsed.body),
    featuredVideo: videoRef(file, data.featuredVideo, "featuredVideo", contentDir, problems),
    chapters: data.chapters,
    exclude: data.exclude,
  };
  return { site, matchers };
}

interface RawEntry {
  slug: string;
  file: string;
  parsed: ParsedFile;
}

/**
 * The entries of one collection folder that are in the build. Each must be a folder holding
 * index.md; kept-out entries are listed in `skipped` and their slugs in `unpublished`.
 */
function readCollection(
  contentDir: string,
  name: (typeof COLLECTION_NAMES)[number],
  matchers: picomatch.Matcher[],
  problems: ContentProblem[],
  skipped: Collections["skipped"],
  unpublished: Set<string>,
): RawEntry[] {
  const dir = path.join(contentDir, name);
  if (!existsSync(dir)) {
    problems.push({
      file: dir,
      expected: `a folder content/${name}/ with one folder per entry`,
      found: "no such folder",
    });
    return [];
  }
  const entries: RawEntry[] = [];
  for (const child of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (child.name.startsWith(".") || child.name.startsWith("_") || child.name.toLowerCase() === "readme.md") continue;
    const relative = `${name}/${child.name}`;
    if (matchers.some((match) => match(relative) || match(`${relative}/index.md`))) {
      skipped.push({ entry: relative, reason: "matches an exclude pattern in site.md" });
      unpublished.add(child.name);
      continue;
    }
    if (!child.isDirectory()) {
      problems.push({
        file: path.join(dir, child.name),
        expected: `each entry as a folder holding index.md, like content/${name}/<slug>/index.md`,
        found: "a file directly in the collection folder",
      });
      continue;
    }
    const file = path.join(dir, child.name, "index.md");
    if (!existsSync(file)) {
      problems.push({
        file: path.join(dir, child.name),
        expected: "an index.md file in this folder",
        found: "a folder without index.md",
      });
      continue;
    }
    const parsed = readMarkdownFile(file, problems);
    if (!parsed) continue;
    if (parsed.data.draft === true) {
      skipped.push({ entry: relative, reason: "draft: true" });
      unpublished.add(typeof parsed.data.slug === "string" ? parsed.data.slug : child.name);
      continue;
    }
    const folderSlug = slugSchema.safeParse(child.name);
    if (!folderSlug.success) {
      problems.push({
        file,
        field: "(folder name)",
        expected: `${folderSlug.error.issues[0]?.message}; the folder's name is the slug`,
        found: describeFound(child.name),
      });
    }
    entries.push({ slug: child.name, file, parsed });
  }
  return entries;
}

export function loadCollections(contentDir = getContentDir()): Collections {
  const problems: ContentProblem[] = [];
  const skipped: Collections["skipped"] = [];
  const { site, matchers } = loadSite(contentDir, problems);
  const unpublished = {
    newsrooms: new Set<string>(),
    contributors: new Set<string>(),
    stories: new Set<string>(),
  };

  // Entries that failed validation still get their references checked, so one build lists every problem.
  const existing = { newsrooms: new Set<string>(), contributors: new Set<string>(), stories: new Set<string>() };
  const invalidRefs: { raw: RawEntry; fields: Record<string, keyof typeof unpublished> }[] = [];

  const newsrooms: NewsroomEntry[] = [];
  const rawNewsrooms = readCollection(contentDir, "newsrooms", matchers, problems, skipped, unpublished.newsrooms);
  for (const slug of rawNewsrooms.map((r) => r.slug)) existing.newsrooms.add(slug);
  for (const raw of rawNewsrooms) {
    const data = validate(newsroomFrontmatterSchema, raw.file, raw.parsed.data, problems);
    if (!data) continue;
    const { logo, draft: _draft, ...rest } = data;
    newsrooms.push({
      ...rest,
      slug: raw.slug,
      file: raw.file,
      logo: imageRef(raw.file, logo, "logo", contentDir, problems),
    });
  }

  const contributors: ContributorEntry[] = [];
  const rawContributors = readCollection(
    contentDir,
    "contributors",
    matchers,
    problems,
    skipped,
    unpublished.contributors,
  );
  for (const slug of rawContributors.map((r) => r.slug)) existing.contributors.add(slug);
  for (const raw of rawContributors) {
    const data = validate(contributorFrontmatterSchema, raw.file, raw.parsed.data, problems);
    if (!data) {
      invalidRefs.push({ raw, fields: { newsroom: "newsrooms" } });
      continue;
    }
    const { portrait, video, draft: _draft, ...rest } = data;
    contributors.push({
      ...rest,
      slug: raw.slug,
      file: raw.file,
      portrait: imageRef(raw.file, portrait, "portrait", contentDir, problems),
      video: videoRef(raw.file, video, "video", contentDir, problems),
    });
  }

  const stories: StoryEntry[] = [];
  const rawStories = readCollection(contentDir, "stories", matchers, problems, skipped, unpublished.stories);
  for (const slug of rawStories.map((r) => r.slug)) existing.stories.add(slug);
  for (const raw of rawStories) {
    const data = validate(storyFrontmatterSchema, raw.file, raw.parsed.data, problems);
    if (!data) invalidRefs.push({ raw, fields: { newsroom: "newsrooms", contributor: "contributors" } });
    if (raw.parsed.body.trim() === "") {
      problems.push({
        file: raw.file,
        field: "(body)",
        expected: "the story's text in Markdown below the frontmatter",
        found: "nothing",
      });
    }
    if (!data) continue;
    const { hero, video, draft: _draft, slug, ...rest } = data;
    stories.push({
      ...rest,
      slug: slug ?? raw.slug,
      file: raw.file,
      hero: imageRef(raw.file, hero, "hero", contentDir, problems),
      ...(video ? { video: videoRef(raw.file, video, "video", contentDir, problems) } : {}),
      bodyHtml: renderStoryMarkdown(raw.parsed.body),
    });
  }

  // References, and what to keep out because what it names was kept out.
  const newsroomSlugs = new Set(newsrooms.map((n) => n.slug));
  const keep = <T extends Entry>(
    entry: T,
    field: string,
    target: string,
    collection: keyof typeof unpublished,
    known: Set<string>,
  ): boolean => {
    if (known.has(target)) return true;
    // It exists but is broken itself: its own problems are reported; this entry waits for it.
    if (existing[collection].has(target) && !unpublished[collection].has(target)) return false;
    const relative = path.relative(contentDir, path.dirname(entry.file));
    if (unpublished[collection].has(target)) {
      skipped.push({ entry: relative, reason: `its ${field} "${target}" is a draft or excluded` });
      unpublished[collection === "newsrooms" ? "contributors" : "stories"].add(entry.slug);
      return false;
    }
    const choices = [...known].join(", ") || "none yet";
    problems.push({
      file: entry.file,
      field,
      expected: `the slug of an existing entry in content/${collection}/ (one of: ${choices})`,
      found: `${describeFound(target)}, which does not exist`,
    });
    return false;
  };
  const keptContributors = contributors.filter((c) => keep(c, "newsroom", c.newsroom, "newsrooms", newsroomSlugs));
  const contributorSlugs = new Set(keptContributors.map((c) => c.slug));
  const keptStories = stories.filter(
    (s) =>
      keep(s, "newsroom", s.newsroom, "newsrooms", newsroomSlugs) &&
      keep(s, "contributor", s.contributor, "contributors", contributorSlugs),
  );

  const allSlugs = {
    newsrooms: newsroomSlugs,
    contributors: new Set(contributors.map((c) => c.slug)),
    stories: new Set<string>(),
  };
  for (const { raw, fields } of invalidRefs) {
    for (const [field, collection] of Object.entries(fields)) {
      const target = raw.parsed.data[field];
      if (typeof target !== "string" || !slugSchema.safeParse(target).success) continue; // the schema reported it
      if (existing[collection].has(target) || unpublished[collection].has(target)) continue;
      problems.push({
        file: raw.file,
        field,
        expected: `the slug of an existing entry in content/${collection}/ (one of: ${[...allSlugs[collection]].join(", ") || "none yet"})`,
        found: `${describeFound(target)}, which does not exist`,
      });
    }
  }

  const seen = new Map<string, string>();
  for (const story of stories) {
    if (RESERVED_STORY_SLUGS.has(story.slug)) {
      problems.push({
        file: story.file,
        field: "slug",
        expected: `a slug other than ${[...RESERVED_STORY_SLUGS].join(", ")} (the page uses that name itself)`,
        found: describeFound(story.slug),
      });
    }
    const first = seen.get(story.slug);
    if (first) {
      problems.push({
        file: story.file,
        field: "slug",
        expected: `a slug no other story uses (${path.relative(process.cwd(), first)} has it)`,
        found: describeFound(story.slug),
      });
    } else seen.set(story.slug, story.file);
  }

  if (problems.length > 0 || !site) throw new ContentError(problems);

  const byOrder = <T extends { order: number; name: string }>(a: T, b: T) =>
    a.order - b.order || a.name.localeCompare(b.name);
  return {
    contentDir,
    site,
    newsrooms: newsrooms.sort(byOrder),
    contributors: keptContributors.sort(byOrder),
    stories: keptStories.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title)),
    skipped,
  };
}

/** A cheap fingerprint of every file under content/, so the dev server picks up edits. */
function contentSignature(dir: string): string {
  const parts: string[] = [];
  const walk = (current: string) => {
    for (const child of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, child.name);
      if (child.isDirectory()) walk(full);
      else {
        const stats = statSync(full);
        parts.push(`${full}:${stats.size}:${stats.mtimeMs}`);
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return parts.join("|");
}

let cached: { dir: string; key: string; checkedAt: number; collections: Collections } | undefined;

/** How long a loaded copy is trusted before the files are looked at again (the dev server's refresh). */
const RECHECK_AFTER_MS = 1000;

/**
 * The collections of CONTENT_DIR (default content/), loaded once and again only when a file
 * changes. Pages call this many times per render, so the files are re-checked at most once a second.
 */
export function getCollections(): Collections {
  const dir = getContentDir();
  const now = Date.now();
  if (cached?.dir === dir && now - cached.checkedAt < RECHECK_AFTER_MS) return cached.collections;
  const key = contentSignature(dir);
  if (cached?.dir !== dir || cached.key !== key)
    cached = { dir, key, checkedAt: now, collections: loadCollections(dir) };
  cached.checkedAt = Date.now();
  return cached.collections;
}
