// The editing studio's sign-in with GitHub, run by the site's own host: GitHub's OAuth web flow
// ending in Decap CMS's popup protocol. Plain TypeScript on Web APIs only, so the Cloudflare Pages
// Function (functions/api/auth/) and the Netlify Function (netlify/functions/studio-auth.ts) are
// thin adapters over it. Configured only by the host's environment variables (STUDIO_AUTH_VARIABLES).
import { callbackPage, errorPage } from "./pages";
import { SIGN_IN_PROBLEMS, type SignInProblem } from "./texts";

/** Where the studio opens its sign-in window (config.yml's `auth_endpoint`), and where GitHub returns. */
export const SIGN_IN_PATH = "/api/auth";
export const CALLBACK_PATH = "/api/auth/callback";

export const STUDIO_AUTH_VARIABLES = {
  clientId: "GITHUB_OAUTH_CLIENT_ID",
  clientSecret: "GITHUB_OAUTH_CLIENT_SECRET",
  repository: "GITHUB_REPO",
  /** Test only: a fake GitHub on this machine (loopback addresses only), for the OAuth pages. */
  testOauthUrl: "TEST_ONLY_GITHUB_OAUTH_URL",
  /** Test only: the same for GitHub's REST API. */
  testApiUrl: "TEST_ONLY_GITHUB_API_URL",
} as const;

const GITHUB_OAUTH_URL = "https://github.com";
const GITHUB_API_URL = "https://api.github.com";
/** HttpOnly, Secure, this site only (the `__Host-` prefix); Lax, since GitHub's redirect back is a top-level navigation from another site. */
const STATE_COOKIE = "__Host-studio-sign-in";
const STATE_LIFETIME_S = 600;
const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const SCOPES = new Set(["repo", "public_repo"]);

export type Environment = Record<string, string | undefined>;

interface SignInConfig {
  clientId: string;
  clientSecret: string;
  repository: string;
  oauthUrl: string;
  apiUrl: string;
}

function isLoopback(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
  } catch {
    return false;
  }
}

/** The handshake's settings, or null when the host lacks one (or a test-only address is not on this machine). */
function signInConfig(env: Environment): SignInConfig | null {
  const read = (name: string) => env[name]?.trim() ?? "";
  const clientId = read(STUDIO_AUTH_VARIABLES.clientId);
  const clientSecret = read(STUDIO_AUTH_VARIABLES.clientSecret);
  const repository = read(STUDIO_AUTH_VARIABLES.repository);
  const testOauthUrl = read(STUDIO_AUTH_VARIABLES.testOauthUrl);
  const testApiUrl = read(STUDIO_AUTH_VARIABLES.testApiUrl);
  if (!clientId || !clientSecret || !REPOSITORY.test(repository)) return null;
  if ((testOauthUrl && !isLoopback(testOauthUrl)) || (testApiUrl && !isLoopback(testApiUrl))) return null;
  return {
    clientId,
    clientSecret,
    repository,
    oauthUrl: (testOauthUrl || GITHUB_OAUTH_URL).replace(/\/+$/, ""),
    apiUrl: (testApiUrl || GITHUB_API_URL).replace(/\/+$/, ""),
  };
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function stateCookie(value: string, maxAge: number): string {
  return `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Compares without stopping at the first difference, so the time taken tells nothing of the state. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

function fail(problem: SignInProblem, status: number): Promise<Response> {
  // Whatever failed, the state is spent: a second try must start again.
  return errorPage(problem, status, { "Set-Cookie": stateCookie("", 0) });
}

/**
 * GET /api/auth?provider=github&scope=repo[&repo=owner/name]: the studio's sign-in window opens
 * here; it is sent on to GitHub's consent page with a fresh state, kept in a cookie only this site
 * and no script can read.
 */
export async function startSignIn(request: Request, env: Environment): Promise<Response> {
  const config = signInConfig(env);
  if (!config) return errorPage(SIGN_IN_PROBLEMS.notConfigured, 503);
  const url = new URL(request.url);
  const provider = url.searchParams.get("provider");
  if (provider !== null && provider !== "github") return errorPage(SIGN_IN_PROBLEMS.wrongProvider, 400);
  const repository = url.searchParams.get("repo");
  if (repository !== null && repository !== config.repository) {
    return errorPage(SIGN_IN_PROBLEMS.otherRepository, 403);
  }
  const scope = url.searchParams.get("scope") ?? "";
  const state = randomState();
  const authorize = new URL(`${config.oauthUrl}/login/oauth/authorize`);
  authorize.searchParams.set("client_id", config.clientId);
  authorize.searchParams.set("redirect_uri", `${url.origin}${CALLBACK_PATH}`);
  authorize.searchParams.set("scope", SCOPES.has(scope) ? scope : "repo");
  authorize.searchParams.set("state", state);
  authorize.searchParams.set("allow_signup", "false");
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      "Set-Cookie": stateCookie(state, STATE_LIFETIME_S),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}

async function exchangeCode(config: SignInConfig, code: string, redirectUri: string): Promise<string | null> {
  try {
    const response = await fetch(`${config.oauthUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { access_token?: unknown };
    return typeof body.access_token === "string" && body.access_token ? body.access_token : null;
  } catch {
    return null;
  }
}

/** Whether the token's user can push to the repository: true, false, or null when GitHub did not say. */
async function canPush(config: SignInConfig, token: string): Promise<boolean | null> {
  try {
    const response = await fetch(`${config.apiUrl}/repos/${config.repository}`, {
      headers: {
        Accept: "application/vnd.github+json",
        Authorization: `Bearer ${token}`,
        "User-Agent": "studio-sign-in",
        "X-GitHub-Api-Version": "2022-11-28",
      },
    });
    // GitHub answers 404 for a private repository the user cannot see.
    if (response.status === 404 || response.status === 403) return false;
    if (!response.ok) return null;
    const body = (await response.json()) as { permissions?: { push?: unknown } };
    return body.permissions?.push === true;
  } catch {
    return null;
  }
}

/**
 * GET /api/auth/callback?code=…&state=…: GitHub sends the editor back here. The state must match
 * the cookie set when this sign-in started (and is spent either way); the code is exchanged for a
 * token, which is kept only if its user can push to the configured repository, and handed to the
 * studio by the callback page. Every failure ends on the error page, with no token.
 */
export async function finishSignIn(request: Request, env: Environment): Promise<Response> {
  const config = signInConfig(env);
  if (!config) return fail(SIGN_IN_PROBLEMS.notConfigured, 503);
  const url = new URL(request.url);
  const expected = cookieValue(request, STATE_COOKIE);
  const state = url.searchParams.get("state");
  if (!expected || !state || !sameText(state, expected)) return fail(SIGN_IN_PROBLEMS.badState, 400);
  const error = url.searchParams.get("error");
  if (error === "access_denied") return fail(SIGN_IN_PROBLEMS.denied, 403);
  if (error) return fail(SIGN_IN_PROBLEMS.github, 502);
  const code = url.searchParams.get("code");
  if (!code) return fail(SIGN_IN_PROBLEMS.missingCode, 400);
  const token = await exchangeCode(config, code, `${url.origin}${CALLBACK_PATH}`);
  if (!token) return fail(SIGN_IN_PROBLEMS.github, 502);
  const pushes = await canPush(config, token);
  if (pushes === null) return fail(SIGN_IN_PROBLEMS.github, 502);
  if (!pushes) return fail(SIGN_IN_PROBLEMS.cannotPush, 403);
  return callbackPage(token, { "Set-Cookie": stateCookie("", 0) });
}

/** Both paths in one handler, for hosts that route them to one function (Netlify). */
export function handleSignIn(request: Request, env: Environment): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (request.method !== "GET") {
    return Promise.resolve(new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET" } }));
  }
  if (pathname === CALLBACK_PATH) return finishSignIn(request, env);
  return startSignIn(request, env);
}
