// The two pages the sign-in window can end on: the error page (no script) and the callback page,
// whose one inline script hands the token to the studio that opened the window. Each response
// carries a policy that allows exactly its own inline script and style, by hash.
import { SIGN_IN_TEXTS, type SignInProblem } from "./texts";

const STYLE =
  "body{font:1.0625rem/1.5 system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}h1{font-size:1.25rem}section+section{border-top:1px solid #767676;margin-top:1.5rem}";

/**
 * Decap CMS's (and Sveltia CMS's) popup protocol: say "authorizing:github" to the opener, wait for
 * it to answer the same from this site's own origin, then send it the grant. Every message names
 * this origin as its target, so no other page can receive the token, and the grant is read from a
 * data element, so the script (and its hash) never changes.
 */
const HANDOFF_SCRIPT = `(function () {
  var opener = window.opener;
  var origin = window.location.origin;
  var grant = document.getElementById("grant").textContent;
  if (!opener) return;
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== opener || event.data !== "authorizing:github") return;
    opener.postMessage("authorization:github:success:" + grant, origin);
  });
  opener.postMessage("authorizing:github", origin);
})();`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

function pageHeaders(policy: string): Headers {
  return new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": policy,
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "X-Robots-Tag": "noindex, nofollow",
  });
}

function document_(title: string, body: string, extraHead = ""): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${extraHead}
</head>
<body>
${body}
</body>
</html>
`;
}

/** The page a failed sign-in ends on: what went wrong and what to do, in English then Spanish; no script. */
export async function errorPage(problem: SignInProblem, status: number, extraHeaders: HeadersInit = {}) {
  const sections = SIGN_IN_TEXTS.map(
    (texts) => `<section lang="${texts.lang}">
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.failed)} ${escapeHtml(problem[texts.lang])}</p>
<p>${escapeHtml(texts.again)}</p>
</section>`,
  ).join("\n");
  const headers = pageHeaders(
    `default-src 'none'; style-src ${await sha256Source(STYLE)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  for (const [name, value] of new Headers(extraHeaders)) headers.append(name, value);
  return new Response(document_(SIGN_IN_TEXTS[0]!.title, sections), { status, headers });
}

/** The page a good sign-in ends on: it hands `{ token, provider }` to the studio that opened it. */
export async function callbackPage(token: string, extraHeaders: HeadersInit = {}) {
  // Inside a JSON data element: `<` escaped so no token text could end the element.
  const grant = JSON.stringify({ token, provider: "github" }).replace(/</g, "\\u003c");
  const sections = SIGN_IN_TEXTS.map((texts) => `<p lang="${texts.lang}">${escapeHtml(texts.signedIn)}</p>`).join("\n");
  const body = `${sections}
<script type="application/json" id="grant">${grant}</script>
<script>${HANDOFF_SCRIPT}</script>`;
  const headers = pageHeaders(
    `default-src 'none'; script-src ${await sha256Source(HANDOFF_SCRIPT)}; style-src ${await sha256Source(STYLE)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  for (const [name, value] of new Headers(extraHeaders)) headers.append(name, value);
  return new Response(document_(SIGN_IN_TEXTS[0]!.title, body), { status: 200, headers });
}
