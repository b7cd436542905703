// Last of the build's own writing, in the build's process: a .br (and for the costly, a .gz) beside
// every file written before (scripts/upload/precompress.ts), then what a static host is given,
// against its limits: past one, the build stops before its swap (scripts/upload/host-limits.ts).
import { describeUpload, hostLimitsGuarded, measureUpload, uploadLimitErrors } from "../upload/host-limits";
import { compressionCacheDir, openCompressionCache } from "../upload/compression-cache";
import { precompress } from "../upload/precompress";
import { removePrecompressedCopies } from "../upload/remove-precompressed";
import { hostDeploy } from "../../app/addresses/host-deploy.server";
import { count, startProgress } from "../lib/progress";

/** `compressedAlready`: the files the pre-render wrote with their compressed copies, with their modification times. */
export async function precompressBuild(
  clientDir: string,
  compressedAlready: ReadonlyMap<string, number>,
): Promise<void> {
  const progress = startProgress("precompressing");
  try {
    const host = hostDeploy()?.host;
    let done: string;
    if (host) {
      const removed = await removePrecompressedCopies(clientDir);
      done = `no .br/.gz copies: ${host} publishes build/client as it is and compresses by itself (${count(removed, "copy", "copies")} of the pre-render removed)`;
    } else {
      const cache = openCompressionCache(compressionCacheDir());
      const compressed = await precompress(clientDir, progress, compressedAlready, cache);
      done = `precompressed ${count(compressed, "file")} (.br; .gz for the bundle and large files)`;
    }
    const upload = await measureUpload(clientDir);
    const uploadErrors = hostLimitsGuarded() ? uploadLimitErrors(upload) : [];
    if (uploadErrors.length > 0) throw new Error(uploadErrors.join("\n"));
    progress.done(done);
    console.log(describeUpload(upload));
  } catch (error) {
    progress.clear();
    throw error;
  }
}
