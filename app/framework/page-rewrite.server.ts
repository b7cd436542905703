/**
 * Every change the build makes to the HTML React Router writes, in this one module: React Router's
 * markup (its bootstrap script, its module preloads, the `<head>` its `<Meta>` starts) is read
 * here and nowhere else in the build. One call makes a page's changes in a fixed order, each on the
 * page as the one before left it:
 *
 *   1. `scriptFree`: every script and module preload removed (a page that must not hydrate), and
 *      the web fonts switched on in its markup: no script of its own can switch them on after its
 *      first paint (app/fonts/web-fonts.ts), so the browser asks for them at its first layout;
 *   2. `bootstrap`: React Router's bootstrap and its module preloads replaced by another script
 *      (the paint-first bootstrap, deferred-bootstrap.server.ts);
 *   3. `policy`: the page's Content-Security-Policy as the first element of `<head>` after
 *      `<meta charset>`, replacing any it had. It is made from the page as steps 1 and 2 left it
 *      (it hashes the inline scripts), so it comes last.
 *
 * Regular expressions rather than a parser: React Router writes this markup in one fixed shape
 * (bootstrap-script.server.ts reads it line by line and throws on anything else), and a parser's
 * serializer would rewrite the rest of every page (quotes, self-closing tags) along with it.
 * Checked against React Router 7.18.4; tests/unit/framework/ runs it on a real build.
 */
import { BOOTSTRAP_SCRIPT, type Bootstrap, MODULEPRELOAD_LINK, readBootstrap } from "./bootstrap-script.server";
import { WEB_FONTS_ATTRIBUTE } from "../fonts/web-fonts";

export interface PageRewrite {
  /** Removes every `<script>` and `<link rel="modulepreload">`, and switches the web fonts on. */
  scriptFree?: boolean;
  /**
   * The source of the module script that replaces React Router's bootstrap and its module preloads;
   * a page without a bootstrap (404 pages, redirect pages) keeps what it has.
   */
  bootstrap?: (bootstrap: Bootstrap) => string;
  /** The policy for the page as rewritten so far (without a policy of its own). */
  policy?: (html: string) => string;
}

const ANY_SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const ANY_MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;
const HTML_START_TAG = /<html\b([^>]*)>/i;
export const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;
/** The character encoding's declaration, which must stay first in <head> (the standard's first 1,024 bytes). */
const HEAD_START = /<head>\s*<meta charset="utf-8"\s*\/?>/i;

/**
 * The page with `rewrite`'s changes, in the order above. Throws, naming `file`, for a bootstrap it
 * cannot read or, when a policy is asked for, a page without `<head><meta charset="utf-8">`: no
 * page may go out without its policy.
 */
export function rewritePage(html: string, file: string, rewrite: PageRewrite): string {
  let page = html;
  if (rewrite.scriptFree) {
    page = page
      .replace(ANY_SCRIPT, "")
      .replace(ANY_MODULEPRELOAD, "")
      .replace(HTML_START_TAG, `<html$1 ${WEB_FONTS_ATTRIBUTE}="">`);
  }
  if (rewrite.bootstrap) {
    const bootstrap = readBootstrap(page, file);
    if (bootstrap) {
      const script = rewrite.bootstrap(bootstrap);
      page = page
        .replace(MODULEPRELOAD_LINK, "")
        .replace(BOOTSTRAP_SCRIPT, () => `<script type="module" async="">${script}</script>`);
    }
  }
  if (rewrite.policy) {
    const bare = page.replace(POLICY_META, "");
    const start = HEAD_START.exec(bare);
    if (!start) throw new Error(`${file}: no <head> starting with <meta charset="utf-8"> to put its policy after`);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${rewrite.policy(bare)}">`;
    const at = start.index + start[0].length;
    page = `${bare.slice(0, at)}${meta}${bare.slice(at)}`;
  }
  return page;
}

/** The policy a page carries, read back (for the tests and the benchmark); undefined without one. */
export function readPolicyMeta(html: string): string | undefined {
  return POLICY_META.exec(html)?.[0].replace(/^.*content="([^"]*)".*$/, "$1");
}
