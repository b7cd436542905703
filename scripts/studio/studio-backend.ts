// Which backend the studio's config.yml names, from the build's environment. A host build that is
// told the repository (GITHUB_REPO, or Netlify's REPOSITORY_URL) and has the GitHub OAuth app's
// client id signs editors in through the site's own function (deploy/studio-auth/) and saves to
// GitHub; any other build has no editing set up (null: /admin/ says so, unconfigured-page.ts).
// The local backend is `npm run edit`'s alone (scripts/edit.ts). CONTRIBUTING.md ("Editing the
// live site") says what a newsroom sets.
import { getSiteUrl } from "../../app/addresses/site-url.server";
import { SIGN_IN_PATH, STUDIO_AUTH_VARIABLES } from "../../deploy/studio-auth/handshake";
import { LOCAL_BACKEND_ORIGIN, LOCAL_BACKEND_URL, STUDIO_BACKENDS } from "../../studio/backends";

export interface StudioBackend {
  kind: "local" | "github";
  /** config.yml's `backend`. */
  config: Record<string, string>;
  /** config.yml's `publish_mode`: "editorial_workflow" saves to a pull request, otherwise straight to the branch. */
  publishMode?: "editorial_workflow";
  /** The origins the studio's page talks to (its Content-Security-Policy's connect-src), beside its own. */
  connect: string[];
  /** The origins of images it shows (the signed-in user's avatar), beside its own. */
  img: string[];
}

export const STUDIO_VARIABLES = {
  repository: STUDIO_AUTH_VARIABLES.repository,
  clientId: STUDIO_AUTH_VARIABLES.clientId,
  /** The branch saves go to (default main). */
  branch: "GITHUB_BRANCH",
  /** "editorial_workflow" (drafts as pull requests) or "simple" (the default: each save a commit to the branch). */
  publishMode: "STUDIO_PUBLISH_MODE",
  /** For hosts that run no function (nginx): the https:// origin of another Decap-compatible OAuth service. */
  authUrl: "STUDIO_AUTH_URL",
  /** Set by Netlify for a site built from a Git repository. */
  netlifyRepositoryUrl: "REPOSITORY_URL",
  /** Test only: GitHub's REST API as a fake on this machine (config.yml's `api_root`); loopback addresses only. */
  testApiUrl: STUDIO_AUTH_VARIABLES.testApiUrl,
} as const;

const GITHUB_API_URL = "https://api.github.com";

/** A test-only API address, which must be on this machine: a build never sends editors' tokens elsewhere. */
function testApiRoot(env: NodeJS.ProcessEnv): string | undefined {
  const value = env[STUDIO_VARIABLES.testApiUrl]?.trim();
  if (!value) return undefined;
  let hostname = "";
  try {
    hostname = new URL(value).hostname;
  } catch {
    // Reported below.
  }
  if (hostname !== "localhost" && hostname !== "[::1]" && !/^127\.\d+\.\d+\.\d+$/.test(hostname)) {
    throw new Error(
      `${STUDIO_VARIABLES.testApiUrl}: a test-only setting for a fake GitHub on this machine, expected an http://127.0.0.1:<port> address, found "${value}"`,
    );
  }
  return value.replace(/\/+$/, "");
}

export function localBackend(): StudioBackend {
  return {
    kind: "local",
    config: { name: STUDIO_BACKENDS.local.name, proxy_url: LOCAL_BACKEND_URL },
    connect: [LOCAL_BACKEND_ORIGIN],
    img: [],
  };
}

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/** owner/name of a github.com repository URL (as Netlify gives it), or undefined for any other. */
function githubRepository(url: string | undefined): string | undefined {
  const match = /^https:\/\/github\.com\/([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(url?.trim() ?? "");
  return match?.[1];
}

/** The repository the studio edits, when the host names one. */
export function studioRepository(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env[STUDIO_VARIABLES.repository]?.trim() || githubRepository(env[STUDIO_VARIABLES.netlifyRepositoryUrl]);
}

/** The backend the environment sets up, or null for a build with no editing; a malformed setting names its variable. */
export function studioBackendFromEnv(env: NodeJS.ProcessEnv = process.env): StudioBackend | null {
  const explicit = env[STUDIO_VARIABLES.repository]?.trim();
  const repo = studioRepository(env);
  if (!repo) return null;
  if (!REPO.test(repo)) {
    throw new Error(`${STUDIO_VARIABLES.repository}: expected the repository as owner/name, found "${repo}"`);
  }
  const authUrl = env[STUDIO_VARIABLES.authUrl]?.trim() ?? "";
  if (authUrl && !/^https:\/\/[^/]+/.test(authUrl)) {
    throw new Error(`${STUDIO_VARIABLES.authUrl}: expected the OAuth service's https:// address, found "${authUrl}"`);
  }
  if (!authUrl && !env[STUDIO_VARIABLES.clientId]?.trim()) {
    // Netlify names the repository of every site; only a newsroom that names it itself means to edit.
    if (!explicit) return null;
    throw new Error(
      `${STUDIO_VARIABLES.clientId}: not set, but ${STUDIO_VARIABLES.repository} is ("${repo}"). The studio signs editors in with the GitHub OAuth app whose client id and secret (${STUDIO_AUTH_VARIABLES.clientSecret}) the host's variables give (CONTRIBUTING.md, "Editing the live site").`,
    );
  }
  const publishMode = env[STUDIO_VARIABLES.publishMode]?.trim() || "simple";
  if (publishMode !== "simple" && publishMode !== "editorial_workflow") {
    throw new Error(
      `${STUDIO_VARIABLES.publishMode}: expected "simple" or "editorial_workflow", found "${publishMode}"`,
    );
  }
  const apiRoot = testApiRoot(env);
  return {
    kind: "github",
    config: {
      name: STUDIO_BACKENDS.github.name,
      repo,
      branch: env[STUDIO_VARIABLES.branch]?.trim() || "main",
      // The sign-in window must be on the studio's own origin: Decap takes its answer only from base_url.
      base_url: authUrl ? authUrl.replace(/\/+$/, "") : new URL(getSiteUrl(env)).origin,
      auth_endpoint: authUrl ? "auth" : SIGN_IN_PATH.slice(1),
      ...(apiRoot ? { api_root: apiRoot } : {}),
    },
    ...(publishMode === "editorial_workflow" ? { publishMode } : {}),
    connect: [apiRoot ? new URL(apiRoot).origin : GITHUB_API_URL],
    img: ["https://avatars.githubusercontent.com"],
  };
}
