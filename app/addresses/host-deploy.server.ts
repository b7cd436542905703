// What a static host's own build variables say about the deploy being built: which host, whether
// it is the production deploy or a preview, and the address the host gives it. Each variable's
// meaning is the host's documentation's (docs/decisions/038-the-right-address-from-the-host.md).

export type HostName = "Cloudflare Pages" | "Netlify";

export interface HostDeploy {
  host: HostName;
  /** The production deploy, a preview (or branch) deploy, or unknown: the host cannot tell. */
  kind: "production" | "preview" | "unknown";
  /** The deploy kind as the host names it, for the build's log and errors (`deploy-preview`, `branch fix-typo`). */
  label: string;
  /** The address the host gives this deploy, and the variable it came from; absent when the host gives none. */
  address?: { url: string; variable: string };
}

/**
 * The variable a newsroom sets once on Cloudflare Pages (all environments): the name of the
 * production branch, which the build cannot otherwise learn.
 */
export const PRODUCTION_BRANCH_VARIABLE = "SITE_PRODUCTION_BRANCH";

const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

function addressFrom(env: NodeJS.ProcessEnv, variable: string): HostDeploy["address"] {
  const url = value(env, variable);
  return url ? { url, variable } : undefined;
}

/**
 * Cloudflare Pages sets CF_PAGES=1, CF_PAGES_BRANCH (the branch built) and CF_PAGES_URL (this
 * deployment's own `https://<hash>.<project>.pages.dev`, never the custom domain). It does not
 * say which branch is production: SITE_PRODUCTION_BRANCH does.
 */
function cloudflarePages(env: NodeJS.ProcessEnv): HostDeploy {
  const branch = value(env, "CF_PAGES_BRANCH");
  const productionBranch = value(env, PRODUCTION_BRANCH_VARIABLE);
  const kind = !productionBranch || !branch ? "unknown" : branch === productionBranch ? "production" : "preview";
  return {
    host: "Cloudflare Pages",
    kind,
    label: `${kind === "unknown" ? "" : `${kind} `}build of branch ${branch ?? "(CF_PAGES_BRANCH unset)"}`,
    // The deployment's own address names a preview; production's is its custom domain or
    // <project>.pages.dev, which the build cannot see.
    address: kind === "preview" ? addressFrom(env, "CF_PAGES_URL") : undefined,
  };
}

/**
 * Netlify sets NETLIFY=true and CONTEXT: `production` (the production branch, served at URL:
 * the site's custom domain if it has one, else its netlify.app name), `deploy-preview` (a pull
 * request), `branch-deploy` (another branch), `dev` (`netlify dev` on a machine). A preview's
 * own address is DEPLOY_PRIME_URL (`https://deploy-preview-12--<site>.netlify.app`).
 */
function netlify(env: NodeJS.ProcessEnv): HostDeploy | undefined {
  const context = value(env, "CONTEXT") ?? "production";
  // `netlify dev` runs on a developer's machine: a local build.
  if (context === "dev") return undefined;
  const production = context === "production";
  return {
    host: "Netlify",
    kind: production ? "production" : "preview",
    label: `${context} build`,
    address: addressFrom(env, production ? "URL" : "DEPLOY_PRIME_URL"),
  };
}

/** The host this build runs on and what it says of the deploy; undefined for any other build (a developer's, CI's). */
export function hostDeploy(env: NodeJS.ProcessEnv = process.env): HostDeploy | undefined {
  if (value(env, "CF_PAGES") === "1") return cloudflarePages(env);
  if (value(env, "NETLIFY") === "true") return netlify(env);
  return undefined;
}
