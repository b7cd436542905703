/**
 * The environment `npm start` builds with: its own, with SITE_URL set to the origin it serves
 * (`http://localhost:<port>`) unless SITE_URL is given, so that every page it serves names its
 * own origin in its canonical URL and embed snippets, not another port's.
 */
export function startEnvironment(env: NodeJS.ProcessEnv, port: number): NodeJS.ProcessEnv {
  return env.SITE_URL?.trim() ? env : { ...env, SITE_URL: `http://localhost:${port}` };
}
