// Which backend the studio's config.yml names, from the build's environment: the local one by
// default (decap-server on the editor's machine, `npm run edit`), GitHub's when STUDIO_BACKEND=github.
// CONTRIBUTING.md ("Edit in the browser") says what a newsroom sets for GitHub.
import { LOCAL_BACKEND_ORIGIN, LOCAL_BACKEND_URL, STUDIO_BACKENDS } from "../../studio/backends";

export interface StudioBackend {
  kind: "local" | "github";
  /** config.yml's `backend`. */
  config: Record<string, string>;
  /** The origins the studio's page talks to (its Content-Security-Policy's connect-src), beside its own. */
  connect: string[];
  /** The origins of images it shows (the signed-in user's avatar), beside its own. */
  img: string[];
}

export const STUDIO_VARIABLES = [
  "STUDIO_BACKEND",
  "STUDIO_GITHUB_REPO",
  "STUDIO_GITHUB_BRANCH",
  "STUDIO_AUTH_URL",
  "STUDIO_AUTH_ENDPOINT",
] as const;

export function localBackend(): StudioBackend {
  return {
    kind: "local",
    config: { name: STUDIO_BACKENDS.local.name, proxy_url: LOCAL_BACKEND_URL },
    connect: [LOCAL_BACKEND_ORIGIN],
    img: [],
  };
}

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/** The backend the environment asks for; a malformed setting names the variable. */
export function studioBackendFromEnv(env: NodeJS.ProcessEnv = process.env): StudioBackend {
  const kind = env.STUDIO_BACKEND?.trim() || "local";
  if (kind === "local") return localBackend();
  if (kind !== "github") throw new Error(`STUDIO_BACKEND: expected "local" or "github", found "${kind}"`);
  const repo = env.STUDIO_GITHUB_REPO?.trim() ?? "";
  if (!REPO.test(repo)) {
    throw new Error(`STUDIO_GITHUB_REPO: expected the repository as owner/name, found "${repo}"`);
  }
  const authUrl = env.STUDIO_AUTH_URL?.trim() ?? "";
  if (!/^https:\/\/[^/]+/.test(authUrl)) {
    throw new Error(`STUDIO_AUTH_URL: expected the OAuth provider's https:// address, found "${authUrl}"`);
  }
  return {
    kind: "github",
    config: {
      name: STUDIO_BACKENDS.github.name,
      repo,
      branch: env.STUDIO_GITHUB_BRANCH?.trim() || "main",
      base_url: authUrl.replace(/\/+$/, ""),
      auth_endpoint: env.STUDIO_AUTH_ENDPOINT?.trim() || "auth",
    },
    connect: ["https://api.github.com"],
    img: ["https://avatars.githubusercontent.com"],
  };
}
