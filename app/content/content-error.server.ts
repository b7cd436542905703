/**
 * Problems found in the editors' files, collected and reported all at once. Each names the file,
 * the field, what was expected and what was found, in words a non-programmer can act on.
 */
import path from "node:path";
import type { z } from "zod";

export interface ContentProblem {
  /** Absolute path of the file with the problem. */
  file: string;
  /** Dotted path of the field (`hero.alt`), or undefined for a problem with the file as a whole. */
  field?: string;
  expected: string;
  found: string;
}

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(formatProblems(problems));
    this.name = "ContentError";
  }
}

/** One block per file, one line per problem, paths relative to the working folder. */
function formatProblems(problems: ContentProblem[]): string {
  const byFile = new Map<string, ContentProblem[]>();
  for (const problem of problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  const blocks = [...byFile].map(([file, list]) => {
    const lines = list.map(
      (p) => `  - ${p.field ? `field "${p.field}"` : "file"}: expected ${p.expected}; found ${p.found}`,
    );
    return `${path.relative(process.cwd(), file) || file}\n${lines.join("\n")}`;
  });
  return `The content has ${count}. Fix ${problems.length === 1 ? "it" : "them"} and build again.\n\n${blocks.join("\n\n")}`;
}

/** What a reader of the error sees for a value found in a file. */
export function describeFound(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "an empty value";
  if (typeof value === "string") {
    if (value.trim() === "") return "an empty text";
    const shown = value.length > 80 ? `${value.slice(0, 77)}...` : value;
    return JSON.stringify(shown);
  }
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "object") return "a group of fields";
  return `${typeof value === "number" ? "the number" : typeof value} ${String(value)}`;
}

function valueAt(data: unknown, keys: PropertyKey[]): unknown {
  let value = data;
  for (const key of keys) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Turns zod's issues into problems. The schemas give each field's `expected` as their error
 * message, in plain words; unknown fields (usually typos) are reported one by one, with what
 * `unknownField` says of a field's path when it knows better (a translation's untranslatable field).
 */
export function problemsFromZod(
  file: string,
  error: z.ZodError,
  data: unknown,
  unknownField?: (keys: string[]) => string | undefined,
): ContentProblem[] {
  return error.issues.flatMap((issue): ContentProblem[] => {
    const at = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        file,
        field: [...at, key].join("."),
        expected: unknownField?.([...at, key]) ?? "no such field (check its spelling, or remove it)",
        found: describeFound(valueAt(data, [...issue.path, key])),
      }));
    }
    return [
      {
        file,
        field: at.join(".") || undefined,
        expected: issue.message,
        found: describeFound(valueAt(data, issue.path)),
      },
    ];
  });
}
