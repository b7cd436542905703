/**
 * Pagefind's excerpts are the entry's text, HTML-escaped, with each matched word in <mark>
 * (https://pagefind.app/docs/api/#loading-a-result). The results list renders them as React text
 * and <mark> elements, never as HTML: a mark splits the text, every other character stays text.
 */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    const code =
      name.startsWith("#x") || name.startsWith("#X")
        ? parseInt(name.slice(2), 16)
        : name.startsWith("#")
          ? Number(name.slice(1))
          : NaN;
    if (!Number.isNaN(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The excerpt as text parts, each marked or not; adjacent parts of one kind are joined. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === "<mark>" || piece === "</mark>") {
      marked = piece === "<mark>";
      continue;
    }
    if (piece === "") continue;
    const text = decodeEntities(piece);
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  }
  return parts;
}
