/**
 * Checking a translation, every problem at once: a field that is not words or does not exist, a
 * word the English file has that the translation lacks (or the other way round), an empty text, a
 * missing body. Then its words laid over the English frontmatter, for the collection's own
 * conversion to run on (the same checks, the same Markdown pipeline).
 */
import { type ContentProblem, describeFound, problemsFromZod } from "../content-error.server";
import { type ObjectPlan, type TranslationPlan, type TranslationSchema, sourceHasField } from "../translatable.server";
import { type FileContext, type ParsedFile, readMarkdownFile } from "./files.server";
import type { RawEntry } from "./folders.server";
import { type FoundTranslation, LANGUAGE_NAMES } from "./translation-files.server";

/** How a collection's entries are translated: what each collection's module tells the loader. */
export interface Kind<T> {
  translation: TranslationSchema;
  /** Whether its body is words a reader sees (a story's text, the site's introduction). */
  body: boolean;
  /** The field holding its video, whose captions a translation may give in its language. */
  video?: string;
  /** The English pipeline: frontmatter and body to an entry (undefined with problems in the context). */
  convert: (raw: RawEntry, context: FileContext) => T | undefined;
}

const isPresent = (value: unknown) =>
  value !== undefined && value !== null && (typeof value !== "string" || value.trim() !== "");

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reports one problem of the translation, at a field. */
type Problem = (field: string[], expected: string, found: string) => void;

/**
 * Every word the English file gives, the translation must give, and nothing the English file
 * lacks: so the two always say the same things, one in each language. Fields whose translation
 * has the wrong type are left to the schema's message. What the English file lacks is only held
 * against the translation when the English file is sound (`englishSound`): a field missing there
 * is the English file's problem, reported once, there.
 */
function compareWithEnglish(
  plan: ObjectPlan,
  english: unknown,
  translated: unknown,
  at: string[],
  problem: Problem,
  options: { language: string; englishSound: boolean },
): void {
  const { language, englishSound } = options;
  const en = isRecord(english) ? english : {};
  const tr = isRecord(translated) ? translated : {};
  for (const [name, field] of Object.entries(plan.fields)) {
    const here = [...at, name];
    const enValue = en[name];
    const trValue = tr[name];
    const englishHas = field.kind === "words" || field.kind === "own-file" ? isPresent(enValue) : enValue != null;
    if (!englishHas) {
      if (trValue !== undefined && englishSound) {
        problem(
          here,
          `no such field here: the English file has no ${here.join(".")} to translate`,
          describeFound(trValue),
        );
      }
      continue;
    }
    switch (field.kind) {
      case "words":
        if (trValue === undefined) {
          problem(
            here,
            `the ${language} for this field (the English file has ${describeFound(enValue)})`,
            describeFound(undefined),
          );
        }
        break;
      case "own-file":
        break;
      case "object":
        if (trValue === undefined || isRecord(trValue))
          compareWithEnglish(field, enValue, trValue, here, problem, options);
        break;
      case "list":
        if (Array.isArray(enValue) && (trValue === undefined || Array.isArray(trValue)))
          compareLists(field, enValue, trValue ?? [], here, problem, options);
        break;
    }
  }
}

/** A list's items matched by their key (a chapter's `id`): each once, each the English file has, each compared. */
function compareLists(
  plan: Extract<TranslationPlan, { kind: "list" }>,
  english: unknown[],
  translated: unknown[],
  here: string[],
  problem: Problem,
  options: { language: string; englishSound: boolean },
): void {
  const enItems = english.filter(isRecord);
  const trItems = translated.map((item) => (isRecord(item) ? item : {}));
  const enKeys = enItems.map((item) => item[plan.key]);
  const seen = new Set<unknown>();
  trItems.forEach((item, index) => {
    const key = item[plan.key];
    if (key === undefined) return; // the schema reports it
    if (!enKeys.includes(key)) {
      problem(
        [...here, String(index), plan.key],
        `the ${plan.key} of an item in the English file (one of: ${enKeys.map(String).join(", ")})`,
        describeFound(key),
      );
    } else if (seen.has(key)) {
      problem([...here, String(index), plan.key], `each ${plan.key} once`, `${describeFound(key)} again`);
    }
    seen.add(key);
  });
  for (const enItem of enItems) {
    const index = trItems.findIndex((item) => item[plan.key] === enItem[plan.key]);
    if (index === -1) {
      problem(
        here,
        `an item with ${plan.key}: ${String(enItem[plan.key])}, translated, as the English file has one`,
        "no such item",
      );
    } else compareWithEnglish(plan.element, enItem, trItems[index], [...here, String(index)], problem, options);
  }
}

/**
 * The translation's frontmatter and body checked against its schema and its English file; the
 * frontmatter when both are sound, else undefined with every problem pushed onto `problems`.
 */
export function checkTranslation(
  kind: Kind<unknown>,
  found: FoundTranslation,
  english: ParsedFile,
  problems: ContentProblem[],
  englishSound: boolean,
): { data: Record<string, unknown>; body: string } | undefined {
  const parsed = readMarkdownFile(found.file, problems);
  if (!parsed) return undefined;
  const language = LANGUAGE_NAMES[found.locale];
  const own: ContentProblem[] = [];
  const { source } = kind.translation;
  const result = kind.translation.schema.safeParse(parsed.data);
  if (!result.success) {
    own.push(
      ...problemsFromZod(found.file, result.error, parsed.data, (keys) =>
        sourceHasField(source, keys)
          ? `only words in a translation: ${keys.join(".")} comes from the English file, so remove it here`
          : undefined,
      ),
    );
  }
  const reported = new Set(own.map((p) => p.field));
  compareWithEnglish(
    kind.translation.plan,
    english.data,
    parsed.data,
    [],
    (field, expected, foundText) => {
      const name = field.join(".");
      if (!reported.has(name)) own.push({ file: found.file, field: name, expected, found: foundText });
    },
    { language, englishSound },
  );
  if (kind.body && english.body.trim() !== "" && parsed.body.trim() === "") {
    own.push({
      file: found.file,
      field: "(body)",
      expected: `the ${language} text below the frontmatter, as the English file has one`,
      found: "nothing",
    });
  }
  problems.push(...own);
  return own.length === 0 ? { data: result.data!, body: parsed.body } : undefined;
}

/** The English frontmatter with the translation's words laid over it: objects field by field, lists by key. */
export function layWords(plan: ObjectPlan, english: Record<string, unknown>, words: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...english };
  for (const [name, field] of Object.entries(plan.fields)) {
    const value = words[name];
    if (value === undefined) continue;
    if (field.kind === "object") {
      merged[name] = layWords(field, isRecord(english[name]) ? english[name] : {}, value as Record<string, unknown>);
    } else if (field.kind === "list") {
      const items = value as Record<string, unknown>[];
      merged[name] = (english[name] as Record<string, unknown>[]).map((item) => {
        const translated = items.find((t) => t[field.key] === item[field.key]);
        return translated ? layWords(field.element, item, translated) : item;
      });
    } else merged[name] = value;
  }
  return merged;
}
