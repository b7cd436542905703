/**
 * The fields that name an entry of another collection, as one table, and one check of each,
 * applied to valid entries (which are kept only when everything they name is) and to entries
 * whose other fields are broken (so one build reports every problem).
 */
import path from "node:path";
import { describeFound } from "../content-error.server";
import { slugSchema } from "../fields.server";
import type { CollectionName, Entry, RawEntry, ReadState } from "./folders.server";

interface Reference {
  from: CollectionName;
  field: string;
  to: CollectionName;
}

/** In dependency order: an entry's references are checked after those of what it names. */
const REFERENCES: readonly Reference[] = [
  { from: "contributors", field: "newsroom", to: "newsrooms" },
  { from: "stories", field: "newsroom", to: "newsrooms" },
  { from: "stories", field: "contributor", to: "contributors" },
];

export interface ReferenceState extends ReadState {
  /** Each collection's entries that were read (valid or not): a reference to one is not "missing". */
  existing: Record<CollectionName, Set<string>>;
}

type Verdict = "found" | "unchecked" | "waits" | "unpublished" | "missing";

/**
 * What a reference points at: an entry in `known`; one that exists but is itself left out for
 * its own problems (the entry waits for it); one kept out of the build; or nothing, which is a
 * problem reported here. A value that is not a slug is left to the schema to report.
 */
function checkReference(
  file: string,
  target: unknown,
  reference: Reference,
  known: Set<string>,
  state: ReferenceState,
): Verdict {
  if (typeof target !== "string" || !slugSchema.safeParse(target).success) return "unchecked";
  if (known.has(target)) return "found";
  if (state.unpublished[reference.to].has(target)) return "unpublished";
  if (state.existing[reference.to].has(target)) return "waits";
  state.problems.push({
    file,
    field: reference.field,
    expected: `the slug of an existing entry in content/${reference.to}/ (one of: ${[...known].join(", ") || "none yet"})`,
    found: `${describeFound(target)}, which does not exist`,
  });
  return "missing";
}

type ValidEntries = Record<CollectionName, Entry[]>;

/**
 * The valid entries whose references all resolve to kept entries. An entry naming one kept out of
 * the build is kept out too, listed in `skipped`, and noted as unpublished in its own collection.
 */
export function keepReferenced<T extends ValidEntries>(valid: T, state: ReferenceState): T {
  const kept = { ...valid };
  const slugsOf = (name: CollectionName) => new Set(kept[name].map((entry) => entry.slug));
  for (const from of [...new Set(REFERENCES.map((r) => r.from))]) {
    const references = REFERENCES.filter((r) => r.from === from);
    const known = Object.fromEntries(references.map((r) => [r.to, slugsOf(r.to)]));
    kept[from] = kept[from].filter((entry) =>
      references.every((reference) => {
        const target = (entry as unknown as Record<string, unknown>)[reference.field];
        const verdict = checkReference(entry.file, target, reference, known[reference.to]!, state);
        if (verdict === "unpublished") {
          const relative = path.relative(state.contentDir, path.dirname(entry.file));
          state.skipped.push({ entry: relative, reason: `its ${reference.field} "${target}" is a draft or excluded` });
          state.unpublished[from].add(entry.slug);
        }
        return verdict === "found";
      }),
    ) as T[typeof from];
  }
  return kept;
}

/** Reports the references of entries that failed validation, against the entries that were kept. */
export function checkInvalidReferences(
  invalid: Record<CollectionName, RawEntry[]>,
  kept: ValidEntries,
  state: ReferenceState,
): void {
  for (const from of [...new Set(REFERENCES.map((r) => r.from))]) {
    for (const raw of invalid[from]) {
      for (const reference of REFERENCES.filter((r) => r.from === from)) {
        const known = new Set(kept[reference.to].map((entry) => entry.slug));
        checkReference(raw.file, raw.parsed.data[reference.field], reference, known, state);
      }
    }
  }
}
