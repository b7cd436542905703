// Progress for the build's long steps: on a terminal, one line that redraws itself ("images 40/120");
// anywhere else (CI logs, pipes) nothing until the end. Either way the step ends with one summary
// line with its counts and time: "validated 16 stories, 12 contributors in 0.3 s".
//
//   const progress = startProgress("images", { total: sources.length });
//   for (const source of sources) { await process(source); progress.tick(); }
//   progress.done(`processed ${count(n, "image")}, ${cached} from cache`);
//   // → "processed 12 images, 108 from cache in 4.2 s"

export interface ProgressOptions {
  /** How many units the step has, when known: the line then shows `done/total`. */
  total?: number;
  /** Where to write; standard output by default. */
  stream?: Pick<NodeJS.WriteStream, "write"> & { isTTY?: boolean; columns?: number };
  /** The clock, in ms (tests pass their own). */
  now?: () => number;
  /** Shortest time between two redraws, in ms. */
  redrawMs?: number;
}

export interface Progress {
  /** Counts `n` more units done (default 1); redraws the line at most every `redrawMs` on a terminal. */
  tick(n?: number): void;
  /** Sets or changes the total once it is known. */
  setTotal(total: number): void;
  /** Units done so far. */
  readonly completed: number;
  /** Ends the step: clears the progress line and prints `<summary> in <time>`. Returns that line. */
  done(summary: string): string;
  /** Ends the step without a summary (on failure): clears the progress line. */
  clear(): void;
}

/** `1 story`, `16 stories`: a count with its noun, plural when it is not 1. */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? singular : plural}`;
}

/** Seconds with one decimal: `0.3 s`, `12.0 s`. */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function startProgress(label: string, options: ProgressOptions = {}): Progress {
  const stream = options.stream ?? process.stdout;
  const now = options.now ?? (() => performance.now());
  const redrawMs = options.redrawMs ?? 100;
  // CI runners may give a terminal whose log keeps every redraw: summaries only there.
  const live = Boolean(stream.isTTY) && !(stream === process.stdout && process.env.CI);
  const started = now();
  let total = options.total;
  let units = 0;
  let lastDraw = -Infinity;
  let drawn = false;

  const draw = () => {
    const elapsed = formatSeconds(now() - started);
    // With no total and nothing counted (a step that only shows time passing), just the time.
    const figures = total
      ? `${units}/${total} (${Math.floor((units / Math.max(total, 1)) * 100)}%) `
      : units > 0
        ? `${units} `
        : "";
    const text = `${label} ${figures}${elapsed}`;
    const width = stream.columns || 80;
    stream.write(`\r\x1b[2K${text.length >= width ? text.slice(0, width - 1) : text}`);
    drawn = true;
    lastDraw = now();
  };
  const clearLine = () => {
    if (drawn) stream.write("\r\x1b[2K");
    drawn = false;
  };

  return {
    tick(n = 1) {
      units += n;
      if (live && (now() - lastDraw >= redrawMs || (total !== undefined && units >= total))) draw();
    },
    setTotal(value) {
      total = value;
    },
    get completed() {
      return units;
    },
    done(summary) {
      clearLine();
      const line = `${summary} in ${formatSeconds(now() - started)}`;
      stream.write(`${line}\n`);
      return line;
    },
    clear: clearLine,
  };
}

/**
 * Runs one build step with a progress line and ends it with its summary. `summarize` turns the
 * step's result into the counts: `(r) => \`wrote ${count(r.files, "file")}\``.
 */
export async function runStep<T>(
  label: string,
  work: (progress: Progress) => Promise<T> | T,
  summarize: (result: T) => string,
  options: ProgressOptions = {},
): Promise<T> {
  const progress = startProgress(label, options);
  try {
    const result = await work(progress);
    progress.done(summarize(result));
    return result;
  } catch (error) {
    progress.clear();
    throw error;
  }
}
