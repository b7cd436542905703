// Decap CMS's prebuilt browser bundle, pinned, without its npm dependency tree. The `decap-cms`
// package depends on decap-cms-app's source tree, webpack loaders and a React 17 peer (hundreds
// of packages, peer conflicts with the site's React 19), none of which its prebuilt `dist/` uses:
// so the build takes only that package's tarball from the npm registry, through npm itself, checks
// it against the integrity pinned here, and keeps the files the studio serves in .cache/studio/.
// docs/decisions/020-editing-studio-decap.md says why.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const DECAP_CMS_VERSION = "3.16.3";
/** The registry's `dist.integrity` of decap-cms@3.16.3: the tarball must hash to exactly this. */
const DECAP_CMS_INTEGRITY =
  "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==";

/** The entry script; webpack loads its chunks (`<n>.decap-cms.js`) and two WebAssembly files beside it. */
export const DECAP_CMS_SCRIPT = "decap-cms.js";

/** The bundle's runtime files: the entry, its chunks and their WebAssembly, no source maps, no `cms.js` twin. */
export function isRuntimeFile(name: string): boolean {
  return name === DECAP_CMS_SCRIPT || /^\d+\.decap-cms\.js$/.test(name) || /^[0-9a-f]+\.wasm$/.test(name);
}

function cacheDir(): string {
  return path.resolve(process.env.STUDIO_CACHE_DIR ?? ".cache/studio", `decap-cms-${DECAP_CMS_VERSION}`);
}

function integrityOf(file: string): string {
  return `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
}

/**
 * The folder holding the bundle's runtime files, fetched once (npm's own cache serves it again
 * after that) and checked against the pinned integrity.
 */
export function decapBundleDir(): string {
  const dir = cacheDir();
  if (existsSync(path.join(dir, DECAP_CMS_SCRIPT))) return dir;
  const work = mkdtempSync(path.join(tmpdir(), "decap-cms-"));
  try {
    execFileSync("npm", ["pack", `decap-cms@${DECAP_CMS_VERSION}`, "--silent", "--prefer-offline"], {
      cwd: work,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const tarball = path.join(work, `decap-cms-${DECAP_CMS_VERSION}.tgz`);
    const integrity = integrityOf(tarball);
    if (integrity !== DECAP_CMS_INTEGRITY) {
      throw new Error(
        `decap-cms@${DECAP_CMS_VERSION} from the registry hashes to ${integrity}, not the pinned ${DECAP_CMS_INTEGRITY}`,
      );
    }
    execFileSync("tar", ["-xzf", tarball, "-C", work, "package/dist"]);
    const staged = `${dir}.staging-${process.pid}`;
    rmSync(staged, { recursive: true, force: true });
    mkdirSync(staged, { recursive: true });
    const dist = path.join(work, "package", "dist");
    for (const name of readdirSync(dist).filter(isRuntimeFile))
      renameSync(path.join(dist, name), path.join(staged, name));
    // Two builds at once: whichever renames first wins, the other's copy is the same files.
    try {
      renameSync(staged, dir);
    } catch (error) {
      if (!existsSync(path.join(dir, DECAP_CMS_SCRIPT))) throw error;
    }
    rmSync(staged, { recursive: true, force: true });
    return dir;
  } catch (error) {
    throw new Error(
      `Could not get Decap CMS ${DECAP_CMS_VERSION} for the editing studio (npm pack decap-cms@${DECAP_CMS_VERSION}): ${(error as Error).message}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
