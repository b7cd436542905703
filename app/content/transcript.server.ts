/**
 * A video's transcript, made from its WebVTT captions at build time: the captions file stays the one
 * source, and an editor writes no transcript by hand. Parsed with the W3C's WebVTT parser
 * (webvtt-parser); a file that is not WebVTT stops the build, naming it.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { TreeNodeObjectTagNameWithRt, TreeNode as VttNode, WebVTTParser as Parser } from "webvtt-parser";
import { ContentError } from "./content-error.server";
import type { TranscriptCue } from "./types";

// CommonJS without exports Node can detect from an ES module: required. Its default entities lack
// `&amp;`-style names with the semicolon; the package's own table has them all.
const require = createRequire(import.meta.url);
const { WebVTTParser } = require("webvtt-parser") as { WebVTTParser: typeof Parser };
const entities = require("webvtt-parser/html-entities.json") as ConstructorParameters<typeof Parser>[0];

/** Any node of a cue's text, ruby annotations (`<rt>`) included. */
type TreeNode = VttNode<TreeNodeObjectTagNameWithRt>;

/** A cue's words as a reader reads them: its text nodes in order, without markup, timestamps or ruby annotations. */
function textOf(nodes: readonly TreeNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return node.value;
      if (node.type === "timestamp") return "";
      return textOf(node.children.filter((child) => !(child.type === "object" && child.name === "rt")));
    })
    .join("");
}

/** The first voice (`<v Ana>`) a cue names, if any. */
function speakerOf(nodes: readonly TreeNode[]): string | undefined {
  for (const node of nodes) {
    if (node.type !== "object") continue;
    if (node.name === "v" && node.value.trim()) return node.value.trim();
    const inner = speakerOf(node.children);
    if (inner) return inner;
  }
  return undefined;
}

/** Every cue with words, in the file's order. */
export function parseTranscript(vtt: string, file: string): TranscriptCue[] {
  const { cues, errors } = new WebVTTParser(entities).parse(vtt, "captions");
  const fatal = errors.find((error) => /signature/i.test(error.message));
  if (fatal || (cues.length === 0 && errors.length > 0)) {
    const error = fatal ?? errors[0]!;
    throw new ContentError([
      {
        file,
        expected: "a WebVTT captions file (starting with WEBVTT, then timed cues)",
        found: `${error.message} (line ${error.line})`,
      },
    ]);
  }
  return cues.flatMap((cue) => {
    const text = textOf(cue.tree.children).replace(/\s+/g, " ").trim();
    if (!text) return [];
    const speaker = speakerOf(cue.tree.children);
    return [{ start: cue.startTime, text, ...(speaker ? { speaker } : {}) }];
  });
}

const cache = new Map<string, Promise<TranscriptCue[]>>();

/** The transcript of a captions file (absolute path), read once per build. */
export function getTranscript(file: string): Promise<TranscriptCue[]> {
  let pending = cache.get(file);
  if (!pending) {
    pending = readFile(file, "utf8").then((vtt) => parseTranscript(vtt, file));
    cache.set(file, pending);
  }
  return pending;
}
