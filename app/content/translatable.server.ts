/**
 * Which fields of a content file are written in words, and the shape of a translation derived from
 * that. The English schemas (app/content/<collection>-schema.server.ts, like
 * story-schema.server.ts) mark their word fields with `words()`; a translation's schema is
 * computed from the marked English schema, so a field added to or renamed in English is
 * translatable (or not) at once, and the two can never drift apart.
 *
 * A translation holds only marked fields: everything else (dates, files, references, order, flags)
 * comes from the English file. Whether a word field is required is decided against the English
 * file, not here: a translation gives every word its English file gives (app/content/editions.server.ts).
 */
import { z } from "zod";

type Role =
  /** Words: required in a translation when the English file has them. */
  | "words"
  /** A file of words in the translation's language (a captions track): optional, resolved beside the translation. */
  | "own-file"
  /** Names which element of a list a translation's element translates (a chapter's `id`); not translated. */
  | "key";

const roles = new WeakMap<z.ZodType, Role>();

/** Marks a field as written in words: a translation gives its own. */
export function words<S extends z.ZodType>(schema: S): S {
  roles.set(schema, "words");
  return schema;
}

/** Marks a field naming a file of words (a captions track): a translation may name its own. */
export function ownFile<S extends z.ZodType>(schema: S): S {
  roles.set(schema, "own-file");
  return schema;
}

/** Marks the field that identifies a list's element (a chapter's `id`): a translation repeats it. */
export function translationKey<S extends z.ZodType>(schema: S): S {
  roles.set(schema, "key");
  return schema;
}

/** What a translation may hold, as a tree: the plan for checking it against its English file. */
export type TranslationPlan =
  | { kind: "words" | "own-file"; schema: z.ZodType }
  | { kind: "object"; fields: Record<string, TranslationPlan> }
  | { kind: "list"; key: string; keySchema: z.ZodType; element: Extract<TranslationPlan, { kind: "object" }> };

export type ObjectPlan = Extract<TranslationPlan, { kind: "object" }>;

/** The schema under `.optional()` and `.default()` wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    current = current.def.innerType as z.ZodType;
  }
  return current;
}

/** The role marked on a schema or on any wrapper around it. */
function roleOf(schema: z.ZodType): Role | undefined {
  let current = schema;
  for (;;) {
    const role = roles.get(current);
    if (role) return role;
    if (!(current instanceof z.ZodOptional || current instanceof z.ZodDefault)) return undefined;
    current = current.def.innerType as z.ZodType;
  }
}

function planOf(schema: z.ZodType): TranslationPlan | undefined {
  const inner = unwrap(schema);
  const role = roleOf(schema);
  if (role === "words" || role === "own-file") return { kind: role, schema: inner };
  if (inner instanceof z.ZodObject) return objectPlanOf(inner);
  if (inner instanceof z.ZodArray && inner.element instanceof z.ZodObject) {
    const element = objectPlanOf(inner.element as z.ZodObject);
    const keyEntry = Object.entries((inner.element as z.ZodObject).shape).find(
      ([, field]) => roleOf(field as z.ZodType) === "key",
    );
    if (!element || !keyEntry) return undefined;
    return { kind: "list", key: keyEntry[0], keySchema: unwrap(keyEntry[1] as z.ZodType), element };
  }
  return undefined;
}

function objectPlanOf(schema: z.ZodObject): ObjectPlan | undefined {
  const fields: Record<string, TranslationPlan> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const plan = planOf(field as z.ZodType);
    if (plan) fields[name] = plan;
  }
  return Object.keys(fields).length > 0 ? { kind: "object", fields } : undefined;
}

/** The zod schema of a plan: strict objects, every field optional (the English file decides what is required). */
function schemaOf(plan: TranslationPlan): z.ZodType {
  switch (plan.kind) {
    case "words":
    case "own-file":
      return plan.schema.optional();
    case "object":
      return z
        .strictObject(Object.fromEntries(Object.entries(plan.fields).map(([name, field]) => [name, schemaOf(field)])), {
          error: `a group of fields: ${Object.keys(plan.fields).join(", ")}, on their own indented lines`,
        })
        .optional();
    case "list":
      return z
        .array(
          z.strictObject({
            [plan.key]: plan.keySchema,
            ...Object.fromEntries(Object.entries(plan.element.fields).map(([name, field]) => [name, schemaOf(field)])),
          }),
          { error: `a list, each item naming its ${plan.key} as in the English file` },
        )
        .optional();
  }
}

/** A translation's plan and schema, derived from an English schema whose word fields are marked. */
export interface TranslationSchema {
  plan: ObjectPlan;
  /** Strict: a field that is not words (or does not exist) is an error. */
  schema: z.ZodType<Record<string, unknown>>;
  /** The English schema, to tell a field a translation may not hold from a misspelt one. */
  source: z.ZodObject;
}

export function translationSchemaOf(source: z.ZodObject): TranslationSchema {
  const plan = objectPlanOf(source);
  if (!plan) throw new Error("a translatable schema needs at least one field marked words()");
  const schema = z.strictObject(
    Object.fromEntries(Object.entries(plan.fields).map(([name, field]) => [name, schemaOf(field)])),
  ) as unknown as z.ZodType<Record<string, unknown>>;
  return { plan, schema, source };
}

/** Whether the English schema has a field at this path (list indexes skipped): it exists, but is not words. */
export function sourceHasField(source: z.ZodType, keys: readonly string[]): boolean {
  let current: z.ZodType = unwrap(source);
  for (const key of keys) {
    if (current instanceof z.ZodArray) {
      if (!/^\d+$/.test(key)) return false;
      current = unwrap(current.element as z.ZodType);
      continue;
    }
    if (!(current instanceof z.ZodObject)) return false;
    const next = (current.shape as Record<string, z.ZodType>)[key];
    if (!next) return false;
    current = unwrap(next);
  }
  return true;
}
