import { describe, expect, it } from "vitest";
import type { LighthouseFigures, LighthouseRun } from "../../../tools/audit/lighthouse";
import {
  benchTargets,
  countedTasksByOrigin,
  missedGoals,
  missedLongTaskGoal,
  tasksAfterPaint,
} from "../../../tools/bench/lighthouse";
import { tapDuration, tapOutcome } from "../../../tools/bench/interaction";
import { medianReady, missedReadyGoals } from "../../../tools/bench/ready";

const figures: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  lcpMs: 900,
  fcpMs: 800,
  tbtMs: 10,
  speedIndexMs: 900,
  ttiMs: 1500,
  serverMs: 2,
};
const anchor: LighthouseFigures = { ...figures, performance: 98, lcpMs: 1600, fcpMs: 1800, tbtMs: 20 };

describe("missedGoals", () => {
  it("meets every goal with a page at the goals", () => {
    expect(
      missedGoals(
        "home",
        { ...figures, tbtMs: 50, performance: 99, lcpMs: 1000, fcpMs: 900 },
        { ...anchor, lcpMs: 1700 },
      ),
    ).toEqual([]);
  });

  it("names each goal missed, against the anchor too", () => {
    expect(
      missedGoals("home", { ...figures, tbtMs: 811, performance: 81, lcpMs: 1040, fcpMs: 950, cls: 0.02 }, anchor),
    ).toEqual([
      "home: TBT 811 ms > 50 ms",
      "home: performance 81 < 99",
      "home: LCP 1040 ms > 1000 ms",
      "home: FCP 950 ms > 900 ms",
      "home: CLS 0.02 > 0",
      "home: TBT 811 ms > the anchor's 20 ms + 50 ms",
      "home: LCP 1040 ms > 0.6 x the anchor's 1600 ms",
    ]);
  });
});

describe("benchTargets", () => {
  const pages = {
    all: ["/", "/contribuitor", "/contribuitor/ana", "/search", "/embed"],
    home: "/",
    contributorIndex: "/contribuitor",
    contributors: ["/contribuitor/ana"],
    stories: ["/contribuitor/ana/night-shift"],
    embed: "/embed",
    search: "/search",
    redirects: [],
  };

  it("takes one page of each type, with the anchor's path", () => {
    expect(benchTargets(pages).map((t) => [t.name, t.site, t.anchor])).toEqual([
      ["home", "/", "/"],
      ["contributor index", "/contribuitor", "/contribuitor"],
      ["a contributor", "/contribuitor/ana", "/contribuitor/sample"],
      ["a story", "/contribuitor/ana/night-shift", "/contribuitor/sample"],
      ["search", "/search", "/search"],
      ["embed", "/embed", "/embed"],
    ]);
  });

  it("adds the Spanish pages the build has", () => {
    const withEs = {
      ...pages,
      all: [
        ...pages.all,
        "/es",
        "/es/contribuitor",
        "/es/contribuitor/ana",
        "/es/contribuitor/ana/night-shift",
        "/es/search",
      ],
    };
    expect(
      benchTargets(withEs)
        .slice(6)
        .map((t) => [t.name, t.site, t.anchor]),
    ).toEqual([
      ["home (es)", "/es", "/"],
      ["contributor index (es)", "/es/contribuitor", "/contribuitor"],
      ["a contributor (es)", "/es/contribuitor/ana", "/contribuitor/sample"],
      ["a story (es)", "/es/contribuitor/ana/night-shift", "/contribuitor/sample"],
      ["search (es)", "/es/search", "/search"],
    ]);
  });
});

describe("tasksAfterPaint", () => {
  it("keeps the long tasks that run between the first paint and interactive", () => {
    const task = (startMs: number) => ({ url: "u", startMs, durationMs: 60, breakdown: "" });
    const run: LighthouseRun = {
      figures,
      failedAudits: [],
      foreignRequests: [],
      longTasks: [task(700), task(780), task(1200), task(1600)],
      endedBeforePaint: [],
      mainThreadWork: "",
    };
    expect(tasksAfterPaint(run).map((t) => t.startMs)).toEqual([780, 1200]);
  });
});

describe("missedLongTaskGoal", () => {
  const task = (startMs: number) => ({ url: "u", startMs, durationMs: 60, breakdown: "" });
  const run = (...starts: number[]): LighthouseRun => ({
    figures,
    failedAudits: [],
    foreignRequests: [],
    longTasks: starts.map(task),
    endedBeforePaint: [],
    mainThreadWork: "",
  });

  it("is met when most runs have no long task between first paint and interactive", () => {
    expect(missedLongTaskGoal("home", [run(), run(900), run(), run(700), run()])).toEqual([]);
  });

  it("is missed when the median run has one, naming each run's count", () => {
    expect(missedLongTaskGoal("home", [run(900), run(), run(900, 1000), run(800), run()])).toEqual([
      "home: main-thread tasks over 50 ms between first paint and interactive, median 1 (per run: 1, 0, 2, 1, 0) > 0",
    ]);
  });
});

describe("countedTasksByOrigin", () => {
  const run = (...tasks: [string, number][]): LighthouseRun => ({
    figures,
    failedAudits: [],
    foreignRequests: [],
    longTasks: tasks.map(([url, startMs]) => ({ url, startMs, durationMs: 60, breakdown: "" })),
    endedBeforePaint: [],
    mainThreadWork: "",
  });

  it("groups the counted tasks of all runs by what they are attributed to, most first", () => {
    const runs = [
      run(["Unattributable", 760], ["http://127.0.0.1:4173/es", 790], ["Unattributable", 600]),
      run(["Unattributable", 900], ["http://127.0.0.1:4173/assets/entry.client-x.js", 1200]),
      run(["http://127.0.0.1:4173/assets/entry.client-x.js", 2000]),
    ];
    expect(countedTasksByOrigin(runs)).toBe(
      "Unattributable 2 (1 begun before the paint); /es 1 (1 begun before the paint); /assets/entry.client-x.js 1 (0 begun before the paint)",
    );
  });

  it("says none when no run has a counted task", () => {
    expect(countedTasksByOrigin([run(["Unattributable", 600])])).toBe("none");
  });
});

describe("tapDuration", () => {
  it("takes the longest of the tap's pointer and click entries after the tap", () => {
    const entries = [
      { name: "pointerdown", duration: 40, startTime: 1000 },
      { name: "pointerup", duration: 120, startTime: 1010 },
      { name: "click", duration: 96, startTime: 1012 },
      { name: "keydown", duration: 400, startTime: 1020 },
      { name: "click", duration: 300, startTime: 500 },
    ];
    expect(tapDuration(entries, 1000)).toBe(120);
  });

  it("has no duration when no entry reached the 16 ms threshold", () => {
    expect(tapDuration([], 1000)).toBeUndefined();
  });
});

describe("tapOutcome", () => {
  const outcomes = [
    { kind: "h1" as const, path: "/", at: 1000, sameDocument: false },
    { kind: "h1" as const, path: "/contribuitor/ana", at: 2600, sameDocument: true },
    { kind: "playing" as const, path: "/", at: 3100, sameDocument: true },
  ];

  it("times the tap to the target page's h1, and says how it came", () => {
    expect(tapOutcome(outcomes, 2000, "h1", "/contribuitor/ana")).toEqual({ ms: 600, how: "client" });
    expect(tapOutcome([{ kind: "h1", path: "/es", at: 2900, sameDocument: false }], 2000, "h1", "/es")).toEqual({
      ms: 900,
      how: "full load",
    });
  });

  it("ignores what came before the tap or elsewhere, and finds nothing when the outcome never came", () => {
    expect(tapOutcome(outcomes, 2000, "playing")).toEqual({ ms: 1100, how: "client" });
    expect(tapOutcome(outcomes, 2000, "h1", "/")).toBeUndefined();
    expect(tapOutcome(outcomes, 3200, "playing")).toBeUndefined();
  });
});

describe("missedReadyGoals", () => {
  const ready = { fcpMs: 800, lcpMs: 1000, loadMs: 900, hydratedMs: 1800 };

  it("meets the goals at the goals", () => {
    expect(missedReadyGoals("home", { fcpMs: 1000, lcpMs: 1200, loadMs: 1100, hydratedMs: 2000 })).toEqual([]);
  });

  it("names each goal missed", () => {
    expect(missedReadyGoals("home", { ...ready, fcpMs: 1100, lcpMs: 1300, hydratedMs: 2200 })).toEqual([
      "home: FCP 1100 ms > 1000 ms",
      "home: LCP 1300 ms > 1200 ms",
      "home: hydrated 1100 ms after FCP > 1000 ms",
    ]);
  });

  it("judges medians, each figure on its own", () => {
    expect(
      medianReady([ready, { ...ready, fcpMs: 600, hydratedMs: 3000 }, { ...ready, fcpMs: 900, hydratedMs: 1500 }]),
    ).toEqual({ fcpMs: 800, lcpMs: 1000, loadMs: 900, hydratedMs: 1800 });
  });
});
