// Each language's 404 page (404.html, es/404.html): its catch-all route pre-rendered at
// NOT_FOUND_PRERENDER_PATHS, moved where hosts look for it (server/not-found-pages.ts), and made
// script-free. Hosts serve it at whatever unknown URL was asked for; hydrating it there would make
// React Router match that URL (say /contribuitor/nobody, a route with data) and disagree with the
// HTML. It needs no code: its links are plain links and its search box a plain GET form.
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { NOT_FOUND_PRERENDER_PATHS } from "../../app/routes/page-list.server";
import { LOCALES } from "../../app/i18n/locale";
import { rewritePage } from "../../app/framework/page-rewrite.server";
import { payloadPath } from "../../app/framework/payload-file";
import { notFoundPage } from "../../server/not-found-pages";

/** Writes every language's 404 page; returns their files, relative to `clientDir`. */
export async function writeNotFoundPages(
  clientDir: string,
  prerendered: Record<string, string> = NOT_FOUND_PRERENDER_PATHS,
): Promise<string[]> {
  const written: string[] = [];
  for (const locale of LOCALES) {
    const from = prerendered[locale];
    if (!from) throw new Error(`No not-found page is pre-rendered for ${locale}`);
    const rendered = path.join(clientDir, from, "index.html");
    if (!existsSync(rendered)) throw new Error(`The not-found page was not pre-rendered (${rendered} is missing)`);
    const { file } = notFoundPage(locale);
    const html = rewritePage(await readFile(rendered, "utf8"), rendered, { scriptFree: true });
    await rm(path.join(clientDir, from), { recursive: true, force: true });
    // With the compressed copies the pre-render may have written beside it.
    for (const suffix of ["", ".br", ".gz"])
      await rm(path.join(clientDir, `${payloadPath(from)}${suffix}`), { force: true });
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(path.join(clientDir, file), html);
    written.push(file);
  }
  // React Router's SPA fallback is for sites that render unknown paths on the client; this one 404s them.
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
  return written;
}
