// 404.html: the catch-all route pre-rendered at NOT_FOUND_PRERENDER_PATH, moved where static hosts
// look for it, and made script-free. Hosts serve it at whatever unknown URL was asked for; hydrating
// it there would make React Router match that URL (say /contribuitor/nobody, a route with data) and
// disagree with the HTML. A page with one heading and one link needs no code.
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { NOT_FOUND_PRERENDER_PATH } from "../../app/content/queries.server";

function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

export async function writeNotFoundPage(clientDir: string): Promise<void> {
  const rendered = path.join(clientDir, NOT_FOUND_PRERENDER_PATH, "index.html");
  if (!existsSync(rendered)) throw new Error(`The not-found page was not pre-rendered (${rendered} is missing)`);
  await writeFile(path.join(clientDir, "404.html"), stripScripts(await readFile(rendered, "utf8")));
  await rm(path.join(clientDir, NOT_FOUND_PRERENDER_PATH), { recursive: true, force: true });
  await rm(path.join(clientDir, `${NOT_FOUND_PRERENDER_PATH}.data`), { force: true });
  // React Router's SPA fallback is for sites that render unknown paths on the client; this one 404s them.
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
}
