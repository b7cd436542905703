import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { getContentDir } from "./content-dir.server";
import type { SiteSettings } from "./types";

export const siteSettingsSchema = z.strictObject({
  /** The product's name, shown in every page title. */
  name: z.string().min(1),
  /** The words after the name in the home page title. */
  tagline: z.string().min(1),
  /** The site-wide meta description. */
  description: z.string().min(1),
});

let cached: SiteSettings | undefined;

export function getSiteSettings(): SiteSettings {
  if (cached) return cached;
  const file = path.join(getContentDir(), "site.md");
  const result = siteSettingsSchema.safeParse(matter(readFileSync(file, "utf8")).data);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".") || "(file)"}: ${i.message}`);
    throw new Error(`${file}: invalid site settings\n${problems.join("\n")}`);
  }
  cached = result.data;
  return cached;
}
