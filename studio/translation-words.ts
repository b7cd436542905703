/**
 * A translation holds words only (app/content/translatable.server.ts). Decap's relation fields
 * write the entry they picked into every language's data, whatever their `i18n` setting (a hidden
 * copy of the field sits in the translation's pane), and Decap's pre-save hook can change only the
 * original language's data. So the studio's backends keep, in each translation file they write,
 * only the top-level fields config.yml marks translatable (`i18n: true`) and the body.
 */

/** A field of config.yml, as Decap reads it. */
export interface StudioField {
  name: string;
  i18n?: boolean | string;
}

/** The names of the fields a translation of the collection holds (Decap reads `i18n: true` as "translate"). */
export function translatableNames(fields: readonly StudioField[]): Set<string> {
  return new Set(
    fields.filter((field) => field.i18n === true || field.i18n === "translate").map((field) => field.name),
  );
}

const DELIMITER = "---";
const TOP_LEVEL_KEY = /^([A-Za-z_][\w-]*):/;

/**
 * A frontmatter file (as Decap writes one: YAML between `---` lines, each top-level field at the
 * start of a line, its value on that line or on the indented lines below) with only the top-level
 * fields named in `keep`.
 */
export function keepFields(raw: string, keep: ReadonlySet<string>): string {
  const lines = raw.split("\n");
  if (lines[0] !== DELIMITER) return raw;
  const end = lines.indexOf(DELIMITER, 1);
  if (end === -1) return raw;
  let keeping = true;
  const frontmatter = lines.slice(1, end).filter((line) => {
    const key = TOP_LEVEL_KEY.exec(line)?.[1];
    if (key !== undefined) keeping = keep.has(key);
    return keeping;
  });
  return [DELIMITER, ...frontmatter, ...lines.slice(end)].join("\n");
}
