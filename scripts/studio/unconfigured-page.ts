// /admin/ of a build with no editing set up (studio-backend.ts gave no backend): a static page that
// says so in both of the site's languages, each section in its own `lang`, since a static page
// cannot know its reader's language and both fit on one screen. No script, no CMS bundle, no
// request to any other origin; its one inline style is allowed by hash (studio-headers.ts).
import { createHash } from "node:crypto";
import { homePath } from "../../app/addresses/site-paths";
import type { Locale } from "../../app/i18n/locale";
import type { StudioNoticeTexts } from "../../app/i18n/studio-notice-texts";
import { enStudioNotice } from "../../app/i18n/texts/en";
import { esStudioNotice } from "../../app/i18n/texts/es";

const NOTICES: [Locale, StudioNoticeTexts][] = [
  ["en", enStudioNotice],
  ["es", esStudioNotice],
];

export const UNCONFIGURED_STYLE =
  "body{font:1.125rem/1.55 system-ui,sans-serif;max-width:38rem;margin:3rem auto;padding:0 1.25rem;color:#1a1a1a;background:#fff}h1{font-size:1.5rem;line-height:1.25}section+section{border-top:1px solid #767676;margin-top:2rem}a{color:#0b57a4}a:focus-visible{outline:3px solid #0b57a4;outline-offset:2px}";

/** The policy's source for the page's style. */
export function unconfiguredStyleSource(): string {
  return `'sha256-${createHash("sha256").update(UNCONFIGURED_STYLE).digest("base64")}'`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Where the guide is: a link into the repository when the build knows it, else words. */
function guideLine(texts: StudioNoticeTexts, repository: string | undefined): string {
  if (!repository) return `${escapeHtml(texts.guide)} ${escapeHtml(texts.guideName)}, ${escapeHtml(texts.guideWhere)}.`;
  const href = `https://github.com/${repository}/blob/HEAD/CONTRIBUTING.md#editing-the-live-site`;
  return `${escapeHtml(texts.guide)} <a href="${escapeHtml(href)}">${escapeHtml(texts.guideName)}</a>.`;
}

export function unconfiguredPage(repository: string | undefined): string {
  const sections = NOTICES.map(
    ([locale, texts]) => `    <section lang="${locale}">
      <h1>${escapeHtml(texts.title)}</h1>
      <p>${escapeHtml(texts.explanation)}</p>
      <p>${guideLine(texts, repository)}</p>
      <p><a href="${homePath(undefined, locale)}">${escapeHtml(texts.backToStories)}</a></p>
    </section>`,
  );
  return [
    "<!doctype html>",
    '<html lang="en">',
    "  <head>",
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <meta name="robots" content="noindex, nofollow" />',
    `    <title>${escapeHtml(`${enStudioNotice.title} · ${esStudioNotice.title}`)}</title>`,
    `    <style>${UNCONFIGURED_STYLE}</style>`,
    "  </head>",
    "  <body>",
    "    <main>",
    ...sections,
    "    </main>",
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}
