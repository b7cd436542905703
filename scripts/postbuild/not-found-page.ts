// 404.html: the catch-all route pre-rendered at NOT_FOUND_PRERENDER_PATH, moved where static hosts look for it.
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { NOT_FOUND_PRERENDER_PATH } from "../../app/content/queries.server";

export async function writeNotFoundPage(clientDir: string): Promise<void> {
  const rendered = path.join(clientDir, NOT_FOUND_PRERENDER_PATH, "index.html");
  if (!existsSync(rendered)) throw new Error(`The not-found page was not pre-rendered (${rendered} is missing)`);
  await rename(rendered, path.join(clientDir, "404.html"));
  await rm(path.join(clientDir, NOT_FOUND_PRERENDER_PATH), { recursive: true, force: true });
  await rm(path.join(clientDir, `${NOT_FOUND_PRERENDER_PATH}.data`), { force: true });
  // React Router's SPA fallback is for sites that render unknown paths on the client; this one 404s them.
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
}
