// The editing studio's configuration (Decap CMS's config.yml), made from the content's zod schemas
// (app/content/<collection>-schema.server.ts, like story-schema.server.ts), so the studio asks
// for exactly what the build accepts: every field, whether it is required, its format (a pattern,
// a list of choices), its help text (the schema's own "expected" message) and whether a
// translation holds it. Only how a field looks in
// the studio (its label, a text area, an image picker, a list of entries to pick from) is said here.
// tests/unit/studio/decap-config.test.ts holds the result against the schemas.
import { z } from "zod";
import { CHAPTER_IDS } from "../../app/config/constants";
import { contributorFrontmatterSchema } from "../../app/content/contributor-schema.server";
import { mastheadFrontmatterSchema } from "../../app/content/masthead-schema.server";
import { newsroomFrontmatterSchema } from "../../app/content/newsroom-schema.server";
import { siteFrontmatterSchema } from "../../app/content/site-schema.server";
import { storyFrontmatterSchema } from "../../app/content/story-schema.server";
import { type ObjectPlan, type TranslationPlan, translationSchemaOf } from "../../app/content/translatable.server";
import { LOCALES, SOURCE_LOCALE } from "../../app/i18n/locale";
import { contributorIndexPath } from "../../app/addresses/site-paths";
import type { StudioBackend } from "./studio-backend";

/** A Decap CMS field, as its config.yml spells it. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  default?: unknown;
  options?: string[];
  value_type?: "int";
  min?: number;
  max?: number;
  i18n?: boolean;
  fields?: DecapField[];
  field?: DecapField;
  collapsed?: boolean;
  choose_url?: boolean;
  multiple?: boolean;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
}

export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  path?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  /** Where an entry is on the site, for the studio's link to it: Decap's template tags ({{slug}}, {{fields.<name>}}). */
  preview_path?: string;
  summary?: string;
  slug?: string;
  media_folder?: string;
  public_folder?: string;
  i18n?: boolean;
  files?: { name: string; label: string; file: string; fields: DecapField[] }[];
  fields?: DecapField[];
}

export interface DecapConfig {
  backend: Record<string, string>;
  publish_mode?: "editorial_workflow";
  media_folder: string;
  public_folder: string;
  locale: string;
  i18n: { structure: "multiple_files"; locales: string[]; default_locale: string };
  slug: { encoding: "ascii"; clean_accents: boolean; sanitize_replacement: string };
  collections: DecapCollection[];
}

/** Where content/ is in the repository the studio's backend reads (the checkout, or the GitHub repository). */
export const CONTENT_FOLDER = "content";

/** How a field looks in the studio; everything else about it comes from the schema. */
interface Look {
  label: string;
  /** A text area for a sentence or more, an image or file picker, a list of entries to pick from. */
  widget?: "text" | "image" | "file" | "relation";
  /** For a relation: the collection whose entries are offered, by their `name` field. */
  collection?: string;
  fields?: Record<string, Look>;
  /** For a list of texts: what one item is called (a pattern by default). */
  item?: string;
}

const image = (label: string, credit = "Credit"): Look => ({
  label,
  fields: { src: { label: "Image file", widget: "image" }, alt: { label: "Alt text" }, credit: { label: credit } },
});

const video: Look = {
  label: "Video",
  fields: {
    title: { label: "Video title" },
    date: { label: "Video date" },
    youtube: { label: "YouTube id" },
    duration: { label: "Length of a YouTube video (minutes:seconds, like 3:25)" },
    src: { label: "MP4 video file", widget: "file" },
    poster: image("Poster image"),
    captions: { label: "Captions file (WebVTT)", widget: "file" },
    descriptions: { label: "Audio description file (WebVTT, what the picture shows)", widget: "file" },
    describedSrc: { label: "Described version (MP4 with the descriptions voiced)", widget: "file" },
  },
};

const flags: Record<string, Look> = {
  sample: { label: "Sample content" },
  draft: { label: "Draft (kept out of the build)" },
};

const LOOKS = {
  site: {
    name: { label: "Site name" },
    tagline: { label: "Tagline" },
    description: { label: "Description", widget: "text" },
    credits: { label: "Credits", widget: "text" },
    featuredVideo: { ...video, label: "Featured video" },
    chapters: {
      label: "Chapters",
      fields: {
        id: { label: "Chapter" },
        title: { label: "Heading" },
        summary: { label: "Introduction", widget: "text" },
      },
    },
    exclude: { label: "Kept out of the build (glob patterns)", fields: {} },
  },
  masthead: {
    title: { label: "Heading" },
    summary: { label: "Introduction", widget: "text" },
    teams: {
      label: "Teams",
      fields: {
        id: { label: "Team id (editors, translators, producers…)" },
        title: { label: "Heading" },
        people: { label: "People", fields: { name: { label: "Name" }, role: { label: "Role", widget: "text" } } },
      },
    },
    corrections: {
      label: "Corrections",
      fields: { email: { label: "Email address" }, note: { label: "How to report an error", widget: "text" } },
    },
    sample: flags.sample!,
  },
  newsrooms: {
    name: { label: "Name" },
    region: { label: "Region" },
    url: { label: "Website" },
    description: { label: "Description", widget: "text" },
    logo: image("Logo"),
    order: { label: "Order in lists" },
    ...flags,
    area: {
      label: "On the map of the newsrooms",
      fields: {
        county: { label: "County (as the Census names it, like Alameda)" },
        place: {
          label: "A place in the county to mark instead (optional)",
          fields: { longitude: { label: "Longitude" }, latitude: { label: "Latitude" } },
        },
      },
    },
  },
  contributors: {
    name: { label: "Name" },
    age: { label: "Age" },
    hometown: { label: "Hometown" },
    newsroom: { label: "Newsroom", widget: "relation", collection: "newsrooms" },
    bio: { label: "Bio", widget: "text" },
    portrait: image("Portrait"),
    video,
    order: { label: "Order in lists" },
    ...flags,
  },
  stories: {
    title: { label: "Title" },
    slug: { label: "Slug (instead of the folder's name)" },
    contributor: { label: "Contributor", widget: "relation", collection: "contributors" },
    newsroom: { label: "Newsroom", widget: "relation", collection: "newsrooms" },
    chapter: { label: "Chapter" },
    date: { label: "Date" },
    summary: { label: "Summary", widget: "text" },
    hero: image("Hero image", "Credit (required on a hero image)"),
    video: { ...video, label: "Video (optional)" },
    tags: { label: "Themes (for related stories)", item: "Theme" },
    related: { label: "Related stories (pinned, by slug)", item: "Story" },
    credits: {
      label: "Credits (optional)",
      fields: {
        reporter: { label: "Reporter" },
        editor: { label: "Editor" },
        translator: { label: "Translator" },
        producer: { label: "Producer" },
      },
    },
    updated: {
      label: "Updated (optional)",
      fields: { date: { label: "Date of the change" }, note: { label: "What changed", widget: "text" } },
    },
    ...flags,
  },
} satisfies Record<string, Record<string, Look>>;

/** The schema under `.optional()` and `.default()`, with whether one of them was there and the default. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean; defaultValue?: unknown } {
  let inner = schema;
  let required = true;
  let defaultValue: unknown;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) {
    required = false;
    if (inner instanceof z.ZodDefault) defaultValue = inner.def.defaultValue;
    inner = inner.def.innerType as z.ZodType;
  }
  return { inner, required, defaultValue };
}

/** What a schema tells an editor it expected: its own message, else its first check's. */
export function expectedOf(schema: z.ZodType): string | undefined {
  const own = (schema.def as { error?: (issue: unknown) => unknown }).error?.({});
  if (typeof own === "string") return own;
  // A value read one way and turned into another (a date): what it reads first says what it expects.
  if (schema instanceof z.ZodPipe) {
    const first = expectedOf(schema.def.in as z.ZodType);
    if (first !== undefined) return first;
  }
  for (const check of schema.def.checks ?? []) {
    const message = (check._zod.def as { error?: (issue: unknown) => unknown }).error?.({});
    if (typeof message === "string") return message;
  }
  return undefined;
}

/** The regular expressions a string schema's checks require, as sources. */
export function patternsOf(schema: z.ZodType): string[] {
  return (schema.def.checks ?? [])
    .map((check) => (check._zod.def as { pattern?: RegExp }).pattern)
    .filter((pattern): pattern is RegExp => pattern instanceof RegExp)
    .map((pattern) => pattern.source);
}

/** The dates of the schemas: a Date (unquoted YAML) or a YYYY-MM-DD string, piped to a string. */
function isDateSchema(schema: z.ZodType): boolean {
  return (
    schema instanceof z.ZodPipe &&
    schema.def.in instanceof z.ZodUnion &&
    (schema.def.in.def.options as z.ZodType[]).some((option) => option instanceof z.ZodDate)
  );
}

/** A union of strings and numbers typed as text: any of its string forms, whole. */
export function unionPattern(options: readonly z.ZodType[]): string {
  const sources = options.flatMap((option) => {
    const inner = option instanceof z.ZodPipe ? (option.def.in as z.ZodType) : option;
    return inner instanceof z.ZodString ? patternsOf(inner) : [];
  });
  return `^(?:${sources.map((source) => source.replace(/^\^/, "").replace(/\$$/, "")).join("|")})$`;
}

type Translation = TranslationPlan | undefined;

/**
 * The fields of an optional group (a story's video, a video's poster), none required in the
 * studio: Decap requires a group's required fields even when the whole group is left out, and has
 * no rule for "required once the group is used". The build still checks them (its message names
 * the field); the hint says what the schema expects.
 */
export function withinOptionalGroup(fields: DecapField[]): DecapField[] {
  return fields.map((child) => ({
    ...child,
    required: false,
    ...(child.fields ? { fields: withinOptionalGroup(child.fields) } : {}),
  }));
}

function numberWidget({ minValue, maxValue, isInt }: z.ZodNumber) {
  return {
    widget: "number",
    ...(isInt ? { value_type: "int" as const } : {}),
    ...(minValue !== null && Number.isSafeInteger(minValue) ? { min: minValue } : {}),
    ...(maxValue !== null && Number.isSafeInteger(maxValue) ? { max: maxValue } : {}),
  };
}

const DATE_WIDGET = {
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  picker_utc: true,
};

/** A text field's widget: a relation to another collection, a media file, or the look's own (plain text by default). */
function stringWidget(look: Look) {
  if (look.widget === "relation") {
    return {
      widget: "relation",
      collection: look.collection!,
      value_field: "{{slug}}",
      search_fields: ["name"],
      display_fields: ["name"],
    };
  }
  if (look.widget === "image" || look.widget === "file") {
    return { widget: look.widget, choose_url: false, multiple: false };
  }
  return { widget: look.widget ?? "string" };
}

function field(name: string, schema: z.ZodType, look: Look | undefined, translation: Translation | null): DecapField {
  if (!look)
    throw new Error(`The studio has no label for the schema's field "${name}" (scripts/studio/decap-config.ts)`);
  const { inner, required, defaultValue } = unwrap(schema);
  const hint = expectedOf(inner);
  const base: DecapField = {
    name,
    label: look.label,
    widget: "string",
    ...(required ? {} : { required: false }),
    ...(hint ? { hint } : {}),
    ...(defaultValue !== undefined && !Array.isArray(defaultValue) ? { default: defaultValue } : {}),
    // null: the collection is not translated (the site's settings are two files, edited apart).
    ...(translation === null ? {} : { i18n: translation !== undefined }),
  };
  const pattern = (source: string | undefined, message = hint) =>
    source ? { pattern: [source, message ?? `text matching ${source}`] as [string, string] } : {};

  if (inner instanceof z.ZodObject) {
    const plan = translation?.kind === "object" ? translation : undefined;
    return {
      ...base,
      widget: "object",
      collapsed: !required,
      fields: (required ? (fields: DecapField[]) => fields : withinOptionalGroup)(
        objectFields(inner, look.fields ?? {}, translation === null ? null : plan),
      ),
    };
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    if (element instanceof z.ZodObject) {
      const plan = translation?.kind === "list" ? translation.element : undefined;
      return {
        ...base,
        widget: "list",
        fields: objectFields(element, look.fields ?? {}, translation === null ? null : plan),
      };
    }
    return {
      ...base,
      widget: "list",
      field: { ...field("item", element, { label: look.item ?? "Pattern" }, null), required: true },
    };
  }
  if (inner instanceof z.ZodEnum) return { ...base, widget: "select", options: inner.options.map(String) };
  if (inner instanceof z.ZodBoolean) return { ...base, widget: "boolean", required: false };
  if (inner instanceof z.ZodNumber) return { ...base, ...numberWidget(inner) };
  if (isDateSchema(inner)) {
    const stringForm = ((inner as z.ZodPipe).def.in as z.ZodUnion).def.options.find(
      (option) => option instanceof z.ZodString,
    ) as z.ZodString;
    return { ...base, ...DATE_WIDGET, ...pattern(patternsOf(stringForm)[0]) };
  }
  if (inner instanceof z.ZodUnion) return { ...base, ...pattern(unionPattern(inner.def.options as z.ZodType[])) };
  // A text the schema converts (a video's length, minutes:seconds): edited as that text.
  if (inner instanceof z.ZodPipe && inner.def.in instanceof z.ZodString) {
    return { ...base, widget: "string", ...pattern(patternsOf(inner.def.in)[0]) };
  }
  if (inner instanceof z.ZodURL) return { ...base, ...pattern("^https?://.+") };
  if (inner instanceof z.ZodString) return { ...base, ...stringWidget(look), ...pattern(patternsOf(inner)[0]) };
  throw new Error(`The studio cannot show the schema's field "${name}" (${inner.def.type})`);
}

function objectFields(
  schema: z.ZodObject,
  looks: Record<string, Look>,
  plan: ObjectPlan | undefined | null,
): DecapField[] {
  return Object.entries(schema.shape).map(([name, child]) =>
    field(name, child as z.ZodType, looks[name], plan === null ? null : plan?.fields[name]),
  );
}

/** A translation's fields: the English fields it holds, each required where it is in English. */
function translationFields(schema: z.ZodObject, looks: Record<string, Look>, plan: ObjectPlan): DecapField[] {
  return Object.entries(plan.fields).map(([name, part]) => {
    const english = field(name, schema.shape[name] as z.ZodType, looks[name], null);
    // A translation may name its own captions track, or keep the English one.
    if (part.kind === "words" || part.kind === "own-file") {
      return part.kind === "own-file" ? { ...english, required: false } : english;
    }
    const inner = unwrap(schema.shape[name] as z.ZodType).inner;
    if (part.kind === "object") {
      return { ...english, fields: translationFields(inner as z.ZodObject, looks[name]?.fields ?? {}, part) };
    }
    const list = part as Extract<TranslationPlan, { kind: "list" }>;
    const element = (inner as z.ZodArray).element as z.ZodObject;
    const key = english.fields!.find((f) => f.name === list.key)!;
    return {
      ...english,
      fields: [key, ...translationFields(element, looks[name]?.fields ?? {}, list.element)],
    };
  });
}

const BODY = { name: "body", label: "Text", widget: "markdown" } as const;

function folderCollection(
  name: keyof Omit<typeof LOOKS, "site" | "masthead">,
  schema: z.ZodObject,
  options: {
    label: string;
    singular: string;
    description: string;
    identifier: string;
    body: boolean;
    previewPath?: string;
  },
): DecapCollection {
  const plan = translationSchemaOf(schema).plan;
  return {
    name,
    label: options.label,
    label_singular: options.singular,
    description: options.description,
    folder: `${CONTENT_FOLDER}/${name}`,
    // One folder per entry, named by its slug, holding index.md and its translation index.es.md;
    // the studio's backends show Decap these as <slug>.en.md and <slug>.es.md (studio/entry-files.ts).
    path: "{{slug}}",
    extension: "md",
    format: "frontmatter",
    create: true,
    delete: false,
    identifier_field: options.identifier,
    ...(options.previewPath ? { preview_path: options.previewPath } : {}),
    slug: "{{slug}}",
    // Images in the entry's folder, beside its index.md, named as the schema expects: by file name.
    media_folder: "{{slug}}",
    public_folder: "",
    i18n: true,
    fields: [
      ...objectFields(schema, LOOKS[name], plan),
      ...(options.body ? [{ ...BODY, i18n: true, hint: "the story's text in Markdown" }] : []),
    ],
  };
}

/** The studio's configuration: the content's collections, and the backend it reads and writes through. */
export function decapConfig(backend: StudioBackend): DecapConfig {
  const sitePlan = translationSchemaOf(siteFrontmatterSchema).plan;
  const mastheadPlan = translationSchemaOf(mastheadFrontmatterSchema).plan;
  const mastheadBody = { ...BODY, required: false, hint: "how the stories were made, in Markdown" };
  const siteBody = { ...BODY, required: false, hint: "the home page's introduction, in Markdown" };
  return {
    backend: backend.config,
    ...(backend.publishMode ? { publish_mode: backend.publishMode } : {}),
    // The site settings name their files relative to content/, like media/valley-morning.mp4.
    media_folder: `${CONTENT_FOLDER}/media`,
    public_folder: "media",
    locale: SOURCE_LOCALE,
    i18n: { structure: "multiple_files", locales: [...LOCALES], default_locale: SOURCE_LOCALE },
    // Folder names the schema accepts as slugs: lowercase ASCII words joined by hyphens.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      folderCollection("stories", storyFrontmatterSchema, {
        label: "Stories",
        singular: "Story",
        description: `A story, told by one contributor, in one of the chapters (${CHAPTER_IDS.join(", ")}).`,
        identifier: "title",
        body: true,
        // The story's own page (storyPath), under its contributor's: the entry's folder is its slug.
        previewPath: `${contributorIndexPath().slice(1)}/{{fields.contributor}}/{{slug}}`,
      }),
      folderCollection("contributors", contributorFrontmatterSchema, {
        label: "Contributors",
        singular: "Contributor",
        description: "The young reporters: each has a page with their video and their stories.",
        identifier: "name",
        body: false,
      }),
      folderCollection("newsrooms", newsroomFrontmatterSchema, {
        label: "Newsrooms",
        singular: "Newsroom",
        description: "The youth newsrooms the contributors report with.",
        identifier: "name",
        body: false,
      }),
      {
        name: "site",
        label: "Site settings",
        description: "The site's name, texts, featured video and chapters, in each language.",
        // Decap translates a single file only inside that file, so each language's file is its own entry.
        files: [
          {
            name: "site",
            label: "Site settings (English)",
            file: `${CONTENT_FOLDER}/site.md`,
            fields: [...objectFields(siteFrontmatterSchema, LOOKS.site, null), siteBody],
          },
          {
            name: "site-es",
            label: "Site settings (Spanish)",
            file: `${CONTENT_FOLDER}/site.es.md`,
            fields: [...translationFields(siteFrontmatterSchema, LOOKS.site, sitePlan), siteBody],
          },
        ],
      },
      {
        name: "masthead",
        label: "Masthead",
        description: "The About page: the editors, translators and producers, how the stories were made, corrections.",
        files: [
          {
            name: "masthead",
            label: "Masthead (English)",
            file: `${CONTENT_FOLDER}/masthead.md`,
            fields: [...objectFields(mastheadFrontmatterSchema, LOOKS.masthead, null), mastheadBody],
          },
          {
            name: "masthead-es",
            label: "Masthead (Spanish)",
            file: `${CONTENT_FOLDER}/masthead.es.md`,
            fields: [...translationFields(mastheadFrontmatterSchema, LOOKS.masthead, mastheadPlan), mastheadBody],
          },
        ],
      },
    ],
  };
}

/**
 * A value as block-style YAML, every string quoted as JSON quotes it (a valid YAML double-quoted
 * string): Decap's YAML parser stumbles on large flow-style (JSON) documents.
 */
export function toYaml(value: unknown, indent = ""): string {
  const scalar = (item: unknown) => (typeof item === "string" ? JSON.stringify(item) : String(item));
  const isBlock = (item: unknown) => typeof item === "object" && item !== null && Object.keys(item).length > 0;
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        isBlock(item)
          ? `${indent}- ${toYaml(item, `${indent}  `).slice(indent.length + 2)}`
          : `${indent}- ${Array.isArray(item) ? "[]" : scalar(item)}`,
      )
      .join("\n");
  }
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) =>
      isBlock(item)
        ? `${indent}${key}:\n${toYaml(item, `${indent}  `)}`
        : `${indent}${key}: ${Array.isArray(item) ? "[]" : typeof item === "object" && item !== null ? "{}" : scalar(item)}`,
    )
    .join("\n");
}

/** config.yml's text, under a line saying where it comes from. */
export function formatDecapConfig(config: DecapConfig): string {
  return `# Written by the build from the content's schemas (scripts/studio/decap-config.ts); do not edit.\n${toYaml(config)}\n`;
}
