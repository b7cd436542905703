/**
 * Which stories each story's page offers next, chosen once per build from what the stories share:
 * an editor's pins first, then the best scores among stories by other contributors. The score adds
 * the newsroom, the chapter, the editors' themes (`tags`, by Jaccard overlap) and the likeness of
 * the words (TF-IDF cosine over title, summary and text). Only the chosen slugs leave the build:
 * the page's payload carries their cards, and nothing of the choice runs in the browser.
 */
import path from "node:path";
import { type ContentProblem, describeFound } from "./content-error.server";
import { termVectors, wordLikeness } from "./term-vectors.server";

/** Related stories under a story: this many, chosen at build time (app/related/). */
const RELATED_STORIES_COUNT = 3;

/** What the choice reads of a story (a StoryEntry has it all). */
export interface RelatableStory {
  slug: string;
  file: string;
  contributor: string;
  newsroom: string;
  chapter: string;
  tags: string[];
  related: string[];
  title: string;
  summary: string;
  bodyHtml: string;
}

/** How much each thing two stories share counts: words and themes weigh most, place and chapter break ties. */
export const RELATED_WEIGHTS = { words: 1, tags: 0.8, newsroom: 0.25, chapter: 0.15 } as const;

const textOf = (story: RelatableStory) =>
  `${story.title} ${story.summary} ${story.bodyHtml.replace(/<[^>]*>/g, " ")}`.replace(/&[a-z#0-9]+;/gi, " ");

/** The share of two lists of themes they have in common (each list is a few slugs, each once). */
function jaccard(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  let shared = 0;
  for (const tag of b) if (a.includes(tag)) shared++;
  return shared / (a.length + b.length - shared);
}

/** How alike two stories are, from 0: the weighted sum of what they share. */
export function relatedScore(a: RelatableStory, b: RelatableStory, words: number): number {
  return (
    RELATED_WEIGHTS.words * words +
    RELATED_WEIGHTS.tags * jaccard(a.tags, b.tags) +
    (a.newsroom === b.newsroom ? RELATED_WEIGHTS.newsroom : 0) +
    (a.chapter === b.chapter ? RELATED_WEIGHTS.chapter : 0)
  );
}

/**
 * Reports every pin that names no story, the story itself, or a story by the same contributor. A
 * pin to a story whose folder exists but that the build dropped for problems of its own (or of its
 * contributor's) is left to those problems: naming it here would send the editor to the wrong file.
 */
function checkPins(
  stories: readonly RelatableStory[],
  problems: ContentProblem[],
  existing: ReadonlySet<string>,
): void {
  const bySlug = new Map(stories.map((story) => [story.slug, story]));
  for (const story of stories) {
    story.related.forEach((slug, index) => {
      const field = `related.${index}`;
      const target = bySlug.get(slug);
      const known = () => [...bySlug.keys()].filter((s) => bySlug.get(s)!.contributor !== story.contributor);
      if (!target) {
        if (existing.has(slug)) return;
        problems.push({
          file: story.file,
          field,
          expected: `the slug of a published story by another contributor (its folder name in content/stories/, like ${known()[0] ?? "none yet"})`,
          found: `${describeFound(slug)}, which is no story in the build`,
        });
      } else if (target.contributor === story.contributor) {
        problems.push({
          file: story.file,
          field,
          expected: "a story by another contributor (their own stories are listed apart)",
          found: `${describeFound(slug)}, by ${story.contributor} too (${path.relative(process.cwd(), target.file)})`,
        });
      } else if (story.related.indexOf(slug) !== index) {
        problems.push({ file: story.file, field, expected: "each story pinned once", found: describeFound(slug) });
      }
    });
  }
}

/**
 * Each story's related stories by slug, best first: its pins, then the highest scores among
 * stories by other contributors, one story per contributor, up to RELATED_STORIES_COUNT (or as
 * many as are pinned). Ties go by slug, so a build always makes the same choice.
 * Problems with pins go onto `problems`; `existing` names the story folders read, valid or not.
 */
export function chooseRelatedStories(
  stories: readonly RelatableStory[],
  problems: ContentProblem[],
  existing: ReadonlySet<string> = new Set(),
): Map<string, string[]> {
  checkPins(stories, problems, existing);
  const likeness = wordLikeness(termVectors(stories.map(textOf)));
  const index = new Map(stories.map((story, i) => [story.slug, i]));
  const chosen = new Map<string, string[]>();
  stories.forEach((story, i) => {
    const words = likeness(i);
    const scores = stories.map((other, j) =>
      other.contributor === story.contributor ? -1 : relatedScore(story, other, words[j]!),
    );
    const picked = [...new Set(story.related)]
      .map((slug) => index.get(slug))
      .filter((j) => j !== undefined && scores[j]! >= 0);
    const contributors = new Set([story.contributor, ...picked.map((j) => stories[j!]!.contributor)]);
    // The best left, by score then slug: a few passes over the scores, rather than a sort of them all.
    const best = (allowed: (j: number) => boolean): number | undefined => {
      let top: number | undefined;
      for (let j = 0; j < stories.length; j++) {
        if (scores[j]! < 0 || picked.includes(j) || !allowed(j)) continue;
        if (
          top === undefined ||
          scores[j]! > scores[top]! ||
          (scores[j] === scores[top] && stories[j]!.slug < stories[top]!.slug)
        )
          top = j;
      }
      return top;
    };
    // One story per contributor, so the reader meets other voices; then any, where there are too
    // few contributors for that.
    for (const allowed of [(j: number) => !contributors.has(stories[j]!.contributor), () => true]) {
      while (picked.length < RELATED_STORIES_COUNT) {
        const next = best(allowed);
        if (next === undefined) break;
        picked.push(next);
        contributors.add(stories[next]!.contributor);
      }
    }
    chosen.set(
      story.slug,
      picked.map((j) => stories[j!]!.slug),
    );
  });
  return chosen;
}
