/**
 * content/site.md: the site's name and texts, the featured video, the chapters, the introduction
 * (its body), and the `exclude` globs that keep entries out of the build.
 */
import path from "node:path";
import picomatch from "picomatch";
import { GLOB_PATTERN_MAX_LENGTH } from "../config/constants";
import { type ContentProblem, describeFound } from "./content-error.server";
import { renderMarkdown } from "./markdown.server";
import {
  type FileContext,
  type ParsedFile,
  type VideoRef,
  readMarkdownFile,
  validate,
  videoRef,
} from "./reading/files.server";
import type { Kind } from "./reading/translation-check.server";
import { SITE_FILE } from "./reading/translation-files.server";
import type { Chapter, SiteSettings } from "./types";
import { siteFrontmatterSchema, siteTranslationSchema } from "./site-schema.server";

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

/** Compiles the exclusion globs, reporting each one too long or that does not parse. */
function compileExcludes(file: string, patterns: unknown, problems: ContentProblem[]): picomatch.Matcher[] {
  const matchers: picomatch.Matcher[] = [];
  if (!Array.isArray(patterns)) return matchers;
  patterns.forEach((pattern: unknown, index) => {
    const field = `exclude.${index}`;
    if (typeof pattern !== "string") return; // the schema reports it
    if (pattern.length > GLOB_PATTERN_MAX_LENGTH) {
      problems.push({
        file,
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
        file,
        field,
        expected: 'a glob pattern that parses, like "stories/**/wip-*"',
        found: `${describeFound(pattern)}, which does not (${reason.includes("/^") ? "it is too complex" : (error as Error).message.slice(0, 160)})`,
      });
    }
  });
  return matchers;
}

/**
 * The site settings (undefined when site.md has problems), the exclusion globs that did compile,
 * and site.md as read (its translations are laid over it).
 */
export function loadSite(context: FileContext): {
  site?: SiteConfig;
  matchers: picomatch.Matcher[];
  parsed?: ParsedFile;
} {
  const file = path.join(context.contentDir, SITE_FILE);
  const parsed = readMarkdownFile(file, context.problems);
  if (!parsed) return { matchers: [] };
  const matchers = compileExcludes(file, parsed.data.exclude, context.problems);
  return { site: toSiteConfig(file, parsed, context), matchers, parsed };
}

/** site.md's frontmatter and body as settings, or undefined when they have problems (reported in `context`). */
export function toSiteConfig(file: string, parsed: ParsedFile, context: FileContext): SiteConfig | undefined {
  const data = validate(siteFrontmatterSchema, file, parsed.data, context.problems);
  if (!data) return undefined;
  return {
    file,
    settings: { name: data.name, tagline: data.tagline, description: data.description, credits: data.credits },
    introHtml: renderMarkdown(parsed.body),
    featuredVideo: videoRef(file, data.featuredVideo, "featuredVideo", context),
    chapters: data.chapters,
    exclude: data.exclude,
  };
}

/** How site.md is read in each language: its words and its introduction are translated, and the featured video's captions. */
export const siteKind = {
  translation: siteTranslationSchema,
  body: true,
  video: "featuredVideo",
  convert: (raw, context) => toSiteConfig(raw.file, raw.parsed, context),
} satisfies Kind<SiteConfig>;
