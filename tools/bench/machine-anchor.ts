// bench:build's anchor: how fast this machine is, just before a build it times, at the two things
// the build spends its time on (docs/decisions/030). Compressing a fixed text is the CPU; creating
// files is the kernel and the disk, which on the virtual machines we measure on varies tenfold from
// one minute to the next (0.1–0.6 ms a file) while the CPU figure holds. A build time read beside
// them says whether the build or the machine changed.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { median } from "../lib/median";

export interface MachineAnchor {
  /** Compressing 12 × 96 kB of page-like text with Brotli at quality 5, in ms: the median of five rounds. */
  cpuMs: number;
  /** Creating one 20 kB file, in ms: the median of five batches of 400. */
  fileCreateMs: number;
}

/** Words in a fixed pseudo-random order: text that compresses like a page, the same every run. */
function pageLikeText(bytes: number): Buffer {
  const words = [
    "story",
    "kitchen",
    "wifi",
    "bus",
    "school",
    "year",
    "<p>",
    "</p>",
    "family",
    "Fresno",
    "mask",
    "home",
  ];
  let seed = 29;
  let text = "";
  while (text.length < bytes) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    text += `${words[seed % words.length]}${seed % 97} `;
  }
  return Buffer.from(text.slice(0, bytes));
}

/** Measures in a folder made and removed under `dir`, on the file system the build writes to. */
export function measureMachine(dir: string): MachineAnchor {
  const text = pageLikeText(96 * 1024);
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    for (let i = 0; i < 12; i++) brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    rounds.push(performance.now() - started);
  }
  const cpuMs = median(rounds);

  const folder = path.join(dir, `.machine-anchor-${process.pid}`);
  const content = text.subarray(0, 20_000);
  const batches: number[] = [];
  try {
    for (let batch = 0; batch < 5; batch++) {
      const batchFolder = path.join(folder, String(batch));
      mkdirSync(batchFolder, { recursive: true });
      const started = performance.now();
      for (let i = 0; i < 400; i++) writeFileSync(path.join(batchFolder, `page-${i}.html`), content);
      batches.push((performance.now() - started) / 400);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return { cpuMs, fileCreateMs: median(batches) };
}

export function describeMachine(label: string, anchor: MachineAnchor): string {
  return `  machine ${label}: ${anchor.cpuMs.toFixed(0)} ms of fixed Brotli work (median of 5), ${anchor.fileCreateMs.toFixed(3)} ms to create a file (median of 5 × 400)`;
}
