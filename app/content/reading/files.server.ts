/**
 * Reading one editor's file, and the files it names: frontmatter and body, validation against a
 * schema, and images, videos and captions resolved beside the file and checked to exist. Every
 * problem is pushed onto `problems` and reading goes on, so one build reports them all.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { ContentError, type ContentProblem, describeFound, problemsFromZod } from "../content-error.server";
import type { Locale } from "../../i18n/locale";
import { parseTranscript } from "../transcript.server";
import type { videoSchema } from "../fields.server";
import type { ImageRef } from "../../images/image-types";

export type VideoRef = { title: string; date?: string } & (
  | {
      kind: "youtube";
      id: string;
      /** Its length in seconds, as the editor gave it (required for a story's). */
      duration?: number;
      poster?: ImageRef;
      /** A story's video has its captions, for the transcript (the player is YouTube's own). */
      captions?: string;
      captionsLang?: Locale;
    }
  | {
      kind: "file";
      file: string;
      poster: ImageRef;
      /** The captions track shown by default: in the edition's language where a translation gives one. */
      captions: string;
      /** The language of `captions`; absent means English, the language of the original files. */
      captionsLang?: Locale;
      /** Tracks in the other languages, offered beside the default one (a translated video's English track). */
      otherCaptions?: { lang: Locale; file: string }[];
      /** The audio description track: in the edition's language where a translation gives one. */
      descriptions?: string;
      /** The language of `descriptions`; absent means English. */
      descriptionsLang?: Locale;
      /** The described version: the same video with the descriptions voiced in its sound. */
      describedFile?: string;
    }
);

export interface ParsedFile {
  data: Record<string, unknown>;
  body: string;
}

/** Frontmatter and body, or a problem naming the file when the YAML does not parse. */
export function readMarkdownFile(file: string, problems: ContentProblem[]): ParsedFile | undefined {
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

export function validate<S extends z.ZodType>(
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

/** Where the files an entry names are resolved, and where their problems go. */
export interface FileContext {
  contentDir: string;
  problems: ContentProblem[];
}

/** An image or media file named in a field, resolved beside the file that names it and checked to exist. */
function resolveFile(from: string, relative: string, field: string, context: FileContext, what: string): string {
  const resolved = path.resolve(path.dirname(from), relative);
  const inside = !path.relative(context.contentDir, resolved).startsWith("..");
  if (!inside) {
    context.problems.push({
      file: from,
      field,
      expected: `${what} inside the content folder`,
      found: describeFound(relative),
    });
  } else if (!existsSync(resolved) || !statSync(resolved).isFile()) {
    context.problems.push({
      file: from,
      field,
      expected: `${what} that exists, relative to this file`,
      found: `${describeFound(relative)} (there is no ${path.relative(process.cwd(), resolved)})`,
    });
  }
  return resolved;
}

export function imageRef(
  from: string,
  image: { src: string; alt: string; credit?: string },
  field: string,
  context: FileContext,
): ImageRef {
  return {
    file: resolveFile(from, image.src, `${field}.src`, context, "an image file"),
    alt: image.alt,
    ...(image.credit ? { credit: image.credit } : {}),
    namedIn: { file: from, field: `${field}.src` },
  };
}

export function videoRef(
  from: string,
  video: z.infer<typeof videoSchema>,
  field: string,
  context: FileContext,
): VideoRef {
  const poster = video.poster ? imageRef(from, video.poster, `${field}.poster`, context) : undefined;
  const common = { title: video.title, ...(video.date ? { date: video.date } : {}) };
  const captions = video.captions
    ? resolveFile(from, video.captions, `${field}.captions`, context, "a captions file")
    : undefined;
  const descriptions = video.descriptions
    ? checkDescriptions(from, video.descriptions, `${field}.descriptions`, context)
    : undefined;
  const describedFile = video.describedSrc
    ? resolveFile(from, video.describedSrc, `${field}.describedSrc`, context, "a described video file")
    : undefined;
  if (video.youtube) {
    return {
      kind: "youtube",
      id: video.youtube,
      ...(video.duration ? { duration: video.duration } : {}),
      ...common,
      ...(poster ? { poster } : {}),
      ...(captions ? { captions } : {}),
    };
  }
  return {
    kind: "file",
    ...common,
    file: resolveFile(from, video.src!, `${field}.src`, context, "a video file"),
    poster: poster!,
    captions: captions!,
    ...(descriptions ? { descriptions } : {}),
    ...(describedFile ? { describedFile } : {}),
  };
}

/** A descriptions track, resolved, that the player can announce: WebVTT with at least one cue of words. */
function checkDescriptions(from: string, named: string, field: string, context: FileContext): string {
  const file = resolveFile(from, named, field, context, "a descriptions file");
  if (!existsSync(file) || !statSync(file).isFile()) return file; // reported by resolveFile
  const expected = "a WebVTT descriptions file: WEBVTT, then timed cues saying what the picture shows";
  try {
    if (parseTranscript(readFileSync(file, "utf8"), file).length > 0) return file;
    context.problems.push({ file: from, field, expected, found: `${describeFound(named)}, which has no cues` });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const found = error.problems[0]?.found ?? "a file that is not WebVTT";
    context.problems.push({ file: from, field, expected, found: `${describeFound(named)}: ${found}` });
  }
  return file;
}
