/**
 * The words of texts as TF-IDF vectors, and how alike two texts' words are (their cosine): a word
 * counts more the more often a text uses it and the fewer texts use it at all. Each text keeps its
 * strongest words only, so comparing every story with every other stays cheap at thousands of
 * stories (an inverted index visits only the texts that share a word).
 */

/** Words too common in either language to say what a story is about. */
const STOP_WORDS = new Set(
  (
    "the and for that with was were are but not you your they them their this from have had has our out " +
    "into about when what who how all one two just like more some than then there these those its his her " +
    "she him would could can will did does been being over after before because while where which also very " +
    "every each other only even still back down off again never always much many most such own same too " +
    "que los las del por con una para como pero sus fue era muy más mas sin sobre entre cuando donde ella " +
    "ellos nos les este esta estos estas ese esa eso hay ser estar todo todos cada otro otra"
  ).split(" "),
);

/** How many of its strongest words each text keeps. */
const TERMS_PER_TEXT = 40;

/** A text's vector: its kept words' ids and weights, of length 1. */
export interface TermVector {
  terms: number[];
  weights: number[];
}

function tokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .match(/\p{L}{3,}/gu) ?? []
  ).filter((word) => !STOP_WORDS.has(word));
}

/** Each text's TF-IDF vector (log-scaled term frequency times smoothed inverse document frequency). */
export function termVectors(texts: readonly string[]): TermVector[] {
  const ids = new Map<string, number>();
  const counts = texts.map((text) => {
    const count = new Map<number, number>();
    for (const word of tokens(text)) {
      let id = ids.get(word);
      if (id === undefined) ids.set(word, (id = ids.size));
      count.set(id, (count.get(id) ?? 0) + 1);
    }
    return count;
  });
  const documents = new Array<number>(ids.size).fill(0);
  for (const count of counts) for (const id of count.keys()) documents[id]!++;
  return counts.map((count) => {
    const weighted = [...count].map(([id, n]) => ({
      id,
      weight: (1 + Math.log(n)) * Math.log((1 + texts.length) / (1 + documents[id]!)),
    }));
    const kept = weighted
      .filter((term) => term.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.id - b.id)
      .slice(0, TERMS_PER_TEXT);
    const length = Math.hypot(...kept.map((term) => term.weight)) || 1;
    return { terms: kept.map((term) => term.id), weights: kept.map((term) => term.weight / length) };
  });
}

/** The cosine of the i-th vector with every vector (0 to 1), through an index of who uses each word. */
export function wordLikeness(vectors: readonly TermVector[]): (i: number) => Float64Array {
  const postings = new Map<number, { doc: number; weight: number }[]>();
  vectors.forEach((vector, doc) =>
    vector.terms.forEach((term, k) => {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push({ doc, weight: vector.weights[k]! });
    }),
  );
  return (i) => {
    const scores = new Float64Array(vectors.length);
    const { terms, weights } = vectors[i]!;
    terms.forEach((term, k) => {
      for (const { doc, weight } of postings.get(term)!) scores[doc]! += weights[k]! * weight;
    });
    return scores;
  };
}
