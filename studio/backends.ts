/**
 * The studio's two backends, one code path: the local one (Decap's proxy backend, talking to
 * decap-server on the editor's machine, `npm run edit`) and GitHub's (production). Each is Decap's
 * own, registered under the studio's name with the English file's renaming (english-file.ts).
 * config.yml names one of them (scripts/studio/studio-backend.ts); that is the only switch.
 */
export const STUDIO_BACKENDS = {
  /** decap-server on this machine, which reads and writes the checkout's files. */
  local: { name: "studio-local", decapBackend: "proxy" },
  /** The GitHub repository, after the editor signs in with GitHub (OAuth). */
  github: { name: "studio-github", decapBackend: "github" },
} as const;

export type StudioBackendKind = keyof typeof STUDIO_BACKENDS;

/** Where `npm run edit` starts decap-server, and where the local backend reaches it. */
export const LOCAL_BACKEND_PORT = 8081;
export const LOCAL_BACKEND_ORIGIN = `http://localhost:${LOCAL_BACKEND_PORT}`;
export const LOCAL_BACKEND_URL = `${LOCAL_BACKEND_ORIGIN}/api/v1`;
