import matter from "gray-matter";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  contributorFrontmatterSchema,
  contributorTranslationSchema,
} from "../../../app/content/contributor-schema.server";
import { newsroomFrontmatterSchema, newsroomTranslationSchema } from "../../../app/content/newsroom-schema.server";
import { siteFrontmatterSchema, siteTranslationSchema } from "../../../app/content/site-schema.server";
import { storyFrontmatterSchema, storyTranslationSchema } from "../../../app/content/story-schema.server";
import {
  type DecapCollection,
  type DecapField,
  decapConfig,
  formatDecapConfig,
} from "../../../scripts/studio/decap-config";
import { localBackend, studioBackendFromEnv } from "../../../scripts/studio/studio-backend";

/**
 * The studio's config.yml against the content's zod schemas (issue 20): every field of a schema
 * is a field of the studio and the other way round, required alike, with the same pattern, the
 * same choices, the same help text (what the build tells an editor it expected), translated
 * exactly when a translation holds it. The schemas are read here through zod's own JSON Schema
 * and error messages, not through the generator's reading of them.
 */

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  default?: unknown;
};

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** What the build says it expected for a value of the wrong kind entirely. */
function expectedMessage(schema: z.ZodType): string | undefined {
  const result = schema.safeParse(Symbol("not a value"));
  return result.success ? undefined : result.error.issues[0]?.message;
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.def.innerType as z.ZodType;
  if (inner instanceof z.ZodArray) inner = inner.element as z.ZodType;
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : undefined;
}

/**
 * Compares the studio's fields with a schema, at every depth. `inOptionalGroup`: the studio
 * requires nothing inside an optional group (Decap would require it even when the group is left out).
 */
function compareFields(
  where: string,
  fields: DecapField[],
  json: JsonSchema,
  shape: Record<string, z.ZodType>,
  inOptionalGroup = false,
): void {
  const properties = json.properties ?? {};
  expect(
    fields.map((field) => field.name),
    `${where}: the studio's fields are the schema's`,
  ).toEqual(Object.keys(properties));
  for (const field of fields) {
    const at = `${where}.${field.name}`;
    const property = properties[field.name]!;
    const required = (json.required ?? []).includes(field.name) && !inOptionalGroup;
    expect(field.required !== false, `${at}: required`).toBe(required && field.widget !== "boolean");
    expect(field.hint, `${at}: help text`).toBe(expectedMessage(shape[field.name]!));
    if (property.pattern) expect(field.pattern?.[0], `${at}: pattern`).toBe(property.pattern);
    if (property.enum) expect(field.options, `${at}: choices`).toEqual(property.enum);
    if (property.anyOf) {
      // A number or a string typed as text: each string form is one of the studio's pattern's.
      for (const option of property.anyOf.filter((o) => o.pattern)) {
        expect(field.pattern?.[0], `${at}: pattern`).toContain(option.pattern!.replace(/^\^/, "").replace(/\$$/, ""));
      }
    }
    if (property.type === "integer") expect(field).toMatchObject({ widget: "number", value_type: "int" });
    if (property.type === "boolean") expect(field).toMatchObject({ widget: "boolean", default: property.default });
    const nested = property.type === "array" ? property.items : property;
    if (nested?.type === "object") {
      compareFields(
        at,
        field.fields ?? [],
        nested,
        shapeOf(shape[field.name]!)!,
        inOptionalGroup || !(json.required ?? []).includes(field.name),
      );
    }
  }
}

/** Compares the `i18n` marks with the translation schema: translated exactly when a translation holds the field. */
function compareTranslated(where: string, fields: DecapField[], translation: JsonSchema): void {
  for (const field of fields) {
    const held = translation.properties?.[field.name];
    expect(field.i18n, `${where}.${field.name}: translated`).toBe(held !== undefined);
    if (held && field.fields && held.type === "object") compareTranslated(`${where}.${field.name}`, field.fields, held);
  }
}

const config = decapConfig(localBackend());
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const withoutBody = (c: DecapCollection) => c.fields!.filter((field) => field.name !== "body");

const FOLDER_COLLECTIONS = [
  { name: "stories", schema: storyFrontmatterSchema, translation: storyTranslationSchema },
  { name: "contributors", schema: contributorFrontmatterSchema, translation: contributorTranslationSchema },
  { name: "newsrooms", schema: newsroomFrontmatterSchema, translation: newsroomTranslationSchema },
] as const;

describe("the studio's configuration against the content schemas", () => {
  for (const { name, schema, translation } of FOLDER_COLLECTIONS) {
    test(`${name}: every field, required alike, with the schema's pattern, choices and help text`, () => {
      compareFields(name, withoutBody(collection(name)), jsonSchema(schema), schema.shape);
    });

    test(`${name}: a translation holds exactly the fields the translation schema allows`, () => {
      compareTranslated(name, withoutBody(collection(name)), jsonSchema(translation.schema));
    });

    test(`${name}: one folder per entry, its images beside its index.md`, () => {
      expect(collection(name)).toMatchObject({
        folder: `content/${name}`,
        path: "{{slug}}",
        media_folder: "{{slug}}",
        public_folder: "",
        i18n: true,
      });
    });
  }

  test("the site settings: the English file's fields, and the Spanish file's, each as its schema says", () => {
    const [english, spanish] = collection("site").files!;
    expect(english).toMatchObject({ file: "content/site.md" });
    expect(spanish).toMatchObject({ file: "content/site.es.md" });
    const noBody = (fields: DecapField[]) => fields.filter((field) => field.name !== "body");
    compareFields("site", noBody(english!.fields), jsonSchema(siteFrontmatterSchema), siteFrontmatterSchema.shape);
    expect(noBody(spanish!.fields).map((field) => field.name)).toEqual(
      Object.keys(jsonSchema(siteTranslationSchema.schema).properties ?? {}),
    );
  });

  test("a story names its contributor and newsroom from lists of the entries, by folder name", () => {
    const fields = collection("stories").fields!;
    for (const [name, target] of [
      ["contributor", "contributors"],
      ["newsroom", "newsrooms"],
    ] as const) {
      expect(fields.find((field) => field.name === name)).toMatchObject({
        widget: "relation",
        collection: target,
        value_field: "{{slug}}",
      });
    }
  });

  test("a story's link to the site is its own page, under its contributor's", () => {
    expect(collection("stories").preview_path).toBe("contribuitor/{{fields.contributor}}/{{slug}}");
    expect(collection("stories").fields!.map((field) => field.name)).toContain("contributor");
  });

  test("every image is picked from files and needs its alt text (outside an optional group)", () => {
    const images: { at: string; field: DecapField; optional: boolean }[] = [];
    const walk = (at: string, fields: DecapField[], optional: boolean) => {
      for (const field of fields) {
        const src = field.fields?.find((f) => f.name === "src" && f.widget === "image");
        if (src) images.push({ at: `${at}.${field.name}`, field, optional: optional || field.required === false });
        if (field.fields) walk(`${at}.${field.name}`, field.fields, optional || field.required === false);
      }
    };
    for (const { name } of FOLDER_COLLECTIONS) walk(name, collection(name).fields!, false);
    expect(images.map((image) => image.at)).toEqual(
      expect.arrayContaining(["stories.hero", "contributors.portrait", "newsrooms.logo", "contributors.video.poster"]),
    );
    for (const { at, field, optional } of images) {
      const alt = field.fields!.find((f) => f.name === "alt")!;
      expect(alt.required !== false, `${at}.alt`).toBe(!optional);
      expect(alt.i18n, `${at}.alt is translated`).toBe(true);
    }
  });

  test("a video's audio description: a descriptions file per language and a described version, labelled, with hints", () => {
    const video = collection("stories").fields!.find((field) => field.name === "video")!;
    const field = (name: string) => video.fields!.find((f) => f.name === name);
    expect(field("descriptions")).toMatchObject({
      label: "Audio description file (WebVTT, what the picture shows)",
      widget: "file",
      required: false,
      hint: "a WebVTT descriptions file (ending in .vtt)",
      i18n: true,
    });
    expect(field("describedSrc")).toMatchObject({
      label: "Described version (MP4 with the descriptions voiced)",
      widget: "file",
      required: false,
      hint: "an MP4 video file with the descriptions voiced",
    });
    expect(field("describedSrc")?.i18n).not.toBe(true);
  });

  test("config.yml reads back as the configuration (block YAML, every string quoted)", () => {
    const text = formatDecapConfig(config);
    expect(text.startsWith("# Written by the build")).toBe(true);
    expect(matter(`---\n${text}---\n`).data).toEqual(JSON.parse(JSON.stringify(config)));
  });
});

describe("the studio's backend", () => {
  const host = {
    SITE_URL: "https://stories.example.org/",
    GITHUB_REPO: "youth-newsrooms/pandemic-year-stories",
    GITHUB_OAUTH_CLIENT_ID: "Iv1.0123456789abcdef",
  };

  test("is none (no editing set up) unless the host names the repository and the OAuth app", () => {
    expect(studioBackendFromEnv({})).toBeNull();
    // Netlify names every Git-built site's repository; without the OAuth app, editing is not set up.
    expect(studioBackendFromEnv({ REPOSITORY_URL: "https://github.com/youth-newsrooms/stories" })).toBeNull();
  });

  test("is GitHub's, signing in through the site's own function, with the repository and the OAuth app", () => {
    const backend = studioBackendFromEnv(host);
    expect(backend?.config).toEqual({
      name: "studio-github",
      repo: "youth-newsrooms/pandemic-year-stories",
      branch: "main",
      base_url: "https://stories.example.org",
      auth_endpoint: "api/auth",
    });
    expect(backend?.connect).toEqual(["https://api.github.com"]);
    expect(backend?.publishMode).toBeUndefined();
  });

  test("takes Netlify's repository address, a branch and the editorial workflow", () => {
    const { GITHUB_REPO: _, ...rest } = host;
    const backend = studioBackendFromEnv({
      ...rest,
      REPOSITORY_URL: "https://github.com/youth-newsrooms/stories",
      GITHUB_BRANCH: "live",
      STUDIO_PUBLISH_MODE: "editorial_workflow",
    });
    expect(backend?.config).toMatchObject({ repo: "youth-newsrooms/stories", branch: "live" });
    expect(backend?.publishMode).toBe("editorial_workflow");
    expect(decapConfig(backend!).publish_mode).toBe("editorial_workflow");
  });

  test("a malformed or missing setting names its variable", () => {
    expect(() => studioBackendFromEnv({ ...host, GITHUB_REPO: "nope" })).toThrow(/GITHUB_REPO/);
    expect(() => studioBackendFromEnv({ ...host, GITHUB_OAUTH_CLIENT_ID: "" })).toThrow(/GITHUB_OAUTH_CLIENT_ID/);
    expect(() => studioBackendFromEnv({ ...host, STUDIO_PUBLISH_MODE: "drafts" })).toThrow(/STUDIO_PUBLISH_MODE/);
    expect(() => studioBackendFromEnv({ ...host, STUDIO_AUTH_URL: "http://x" })).toThrow(/STUDIO_AUTH_URL/);
  });

  test("a test-only API address, on this machine only, becomes api_root and the page's one API origin", () => {
    const backend = studioBackendFromEnv({ ...host, TEST_ONLY_GITHUB_API_URL: "http://127.0.0.1:4010/" });
    expect(backend?.config.api_root).toBe("http://127.0.0.1:4010");
    expect(backend?.connect).toEqual(["http://127.0.0.1:4010"]);
    expect(() => studioBackendFromEnv({ ...host, TEST_ONLY_GITHUB_API_URL: "https://api.example.com" })).toThrow(
      /TEST_ONLY_GITHUB_API_URL/,
    );
  });
});
