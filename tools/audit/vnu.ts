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
  /** Where, in the extract, the markup the message is about lies. */
  hiliteStart?: number;
  hiliteLength?: number;
}

export interface VnuReport {
  files: number;
  errors: VnuMessage[];
  warnings: VnuMessage[];
  /** Errors on markup the HTML standard allows and the checker does not know yet (VALIDATOR_LAGS). */
  lagging: VnuMessage[];
}

/**
 * What vnu 26.9.27 (the newest) still rejects though the HTML standard allows it, each matched on
 * its message and the markup it points at, so nothing else is let through: `blocking="render"` on
 * `<link rel="expect">` (https://html.spec.whatwg.org/multipage/links.html#link-type-expect;
 * Chromium since 124), which the root puts in every page's head.
 */
const VALIDATOR_LAGS: { message: string; markup: RegExp }[] = [
  {
    message: "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
    markup: /^<link rel="expect" href="#[\w-]+" blocking="render"\/?>$/,
  },
];

/** The markup a message is about (vnu's highlighted span of its extract). */
const markupOf = ({ extract = "", hiliteStart = 0, hiliteLength = 0 }: VnuMessage) =>
  extract.slice(hiliteStart, hiliteStart + hiliteLength);

const lagging = (message: VnuMessage) =>
  VALIDATOR_LAGS.some((lag) => message.message === lag.message && lag.markup.test(markupOf(message)));

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
  const errors = messages.filter((m) => m.type === "error" || m.type === "non-document-error");
  return {
    files: files.length,
    errors: errors.filter((m) => !lagging(m)),
    warnings: messages.filter((m) => m.type === "info" && m.subType === "warning"),
    lagging: errors.filter(lagging),
  };
}
