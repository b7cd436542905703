// The W3C Nu HTML Checker (vnu-jar) on the built HTML files, on the machine's Java.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

/** vnu-jar exports the path of its jar (and ships no types). */
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

export interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

export interface VnuReport {
  files: number;
  errors: VnuMessage[];
  warnings: VnuMessage[];
}

/** Fails with a clear message where Java is missing, before anything else runs. */
export function checkJava(): string {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) {
    throw new Error(
      "The HTML check (vnu-jar) needs Java 11 or later, and `java -version` failed. Install it (Debian/Ubuntu: apt-get install -y default-jre-headless).",
    );
  }
  return (result.stderr || result.stdout).split("\n")[0] ?? "java";
}

export function runVnu(files: string[]): VnuReport {
  const result = spawnSync("java", ["-Xss2m", "-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(result.stderr) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`vnu did not answer in JSON (exit ${result.status}): ${result.stderr.slice(0, 500)}`);
  }
  return {
    files: files.length,
    errors: messages.filter((m) => m.type === "error" || m.type === "non-document-error"),
    warnings: messages.filter((m) => m.type === "info" && m.subType === "warning"),
  };
}
