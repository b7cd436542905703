// The benchmarks' command line, as bench:lighthouse, bench:ready and bench:interaction read it:
// `--name=value` options, `--smoke` (npm test's one run, no goal judged) and `--runs=N`.

export function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** `--smoke`, and `--runs=N` (one under --smoke, `defaultRuns` otherwise): a whole number from 1. */
export function runsOption(defaultRuns: number): { smoke: boolean; runs: number } {
  const smoke = process.argv.includes("--smoke");
  const runs = Number(option("runs") ?? (smoke ? 1 : defaultRuns));
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number, not ${option("runs")}`);
  return { smoke, runs };
}

/**
 * The pages `--pages=a,b` names (part of a page's name, or its path); without the option, those
 * `byDefault` keeps. Throws when none is left.
 */
export function pagesOption<T extends { name: string; site: string }>(
  targets: T[],
  byDefault: (target: T) => boolean = () => true,
): T[] {
  const filter = option("pages")?.split(",");
  const chosen = targets.filter((t) =>
    filter ? filter.some((f) => t.name.includes(f) || t.site === f) : byDefault(t),
  );
  if (chosen.length === 0) throw new Error(`--pages=${option("pages")} matches no page`);
  return chosen;
}
