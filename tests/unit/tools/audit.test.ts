import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { startEgressGuard } from "../../../tools/audit/egress-guard";
import { isLocalUrl } from "../../../support/local-url";
import { type LighthouseFigures, figuresFromLhr, judge, medianFigures } from "../../../tools/audit/lighthouse";

const perfect: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  lcpMs: 1000,
  fcpMs: 900,
  tbtMs: 0,
  speedIndexMs: 1000,
  ttiMs: 1200,
  serverMs: 2,
};

describe("medianFigures", () => {
  it("takes each figure's median separately", () => {
    const runs = [
      { ...perfect, performance: 90, lcpMs: 3000 },
      { ...perfect, performance: 99, lcpMs: 1000 },
      { ...perfect, performance: 96, lcpMs: 2000 },
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 96, lcpMs: 2000 });
  });
});

describe("judge", () => {
  it("passes a page at the thresholds", () => {
    expect(judge({ type: "home", path: "/" }, { ...perfect, fcpMs: 1200, lcpMs: 1500 })).toEqual([]);
  });

  it("does not judge the performance score or the blocking time, which follow the machine's load", () => {
    expect(judge({ type: "home", path: "/" }, { ...perfect, performance: 40, tbtMs: 2000 })).toEqual([]);
  });

  it("names every figure under its threshold, with both numbers", () => {
    const failures = judge(
      { type: "home", path: "/" },
      {
        ...perfect,
        performance: 96,
        accessibility: 98,
        "best-practices": 96,
        seo: 92,
        cls: 0.01,
        fcpMs: 1201,
        lcpMs: 2100,
        tbtMs: 201,
      },
    );
    expect(failures).toEqual([
      "/: accessibility 98 < 100",
      "/: best-practices 96 < 100",
      "/: seo 92 < 100",
      "/: CLS 0.01 > 0",
      "/: FCP 1201 ms > 1200 ms",
      "/: LCP 2100 ms > 1500 ms",
    ]);
  });

  it("does not judge SEO on a noindex page", () => {
    expect(judge({ type: "embed", path: "/embed", skipSeo: true }, { ...perfect, seo: 63 })).toEqual([]);
  });
});

describe("figuresFromLhr", () => {
  it("reads scores, metrics, lost audits, requests to other hosts and those before the paint from a Lighthouse result", () => {
    const run = figuresFromLhr({
      categories: {
        performance: { score: 0.97, auditRefs: [{ id: "largest-contentful-paint", weight: 25 }] },
        accessibility: { score: 1, auditRefs: [] },
        "best-practices": { score: 0.96, auditRefs: [{ id: "errors-in-console", weight: 1 }] },
        seo: { score: 1, auditRefs: [] },
      },
      audits: {
        "cumulative-layout-shift": { score: 1, numericValue: 0, scoreDisplayMode: "numeric" },
        "largest-contentful-paint": { score: 0.9, numericValue: 2100, scoreDisplayMode: "numeric" },
        "errors-in-console": {
          score: 0,
          scoreDisplayMode: "binary",
          details: { items: [{ description: "Failed to load resource", url: "http://localhost:1/favicon.ico" }] },
        },
        "long-tasks": {
          score: 1,
          scoreDisplayMode: "informative",
          details: {
            debugData: {
              urls: ["http://localhost:1/", "http://localhost:1/assets/entry.js"],
              tasks: [
                { urlIndex: 1, startTime: 900.5, duration: 210.4, scriptEvaluation: 180.2, styleLayout: 30.2 },
                { urlIndex: 0, startTime: 700, duration: 64, styleLayout: 60, other: 0.4 },
              ],
            },
          },
        },
        "mainthread-work-breakdown": {
          score: 1,
          scoreDisplayMode: "informative",
          details: {
            items: [
              { groupLabel: "Style & Layout", duration: 420.6 },
              { groupLabel: "Script Evaluation", duration: 310.2 },
              { groupLabel: "Other", duration: 0.4 },
            ],
          },
        },
        "network-requests": {
          score: null,
          scoreDisplayMode: "informative",
          details: {
            items: [
              { url: "http://localhost:1/", priority: "VeryHigh", resourceType: "Document", networkEndTime: 20 },
              {
                url: "https://fonts.example.com/a.woff2",
                priority: "VeryHigh",
                resourceType: "Font",
                networkEndTime: 140,
              },
              { url: "http://localhost:1/late.woff2", priority: "VeryHigh", resourceType: "Font", networkEndTime: 160 },
              { url: "http://localhost:1/entry.js", priority: "High", resourceType: "Script", networkEndTime: 90 },
              { url: "http://localhost:1/poster.avif", priority: "High", resourceType: "Image", networkEndTime: 80 },
            ],
          },
        },
        metrics: {
          score: null,
          scoreDisplayMode: "informative",
          details: { items: [{ observedFirstContentfulPaint: 150 }] },
        },
      },
    });
    expect(run.figures).toMatchObject({ performance: 97, "best-practices": 96, cls: 0, lcpMs: 2100 });
    expect(run.failedAudits).toEqual([
      "performance: largest-contentful-paint (0.9)",
      "best-practices: errors-in-console (0) [Failed to load resource http://localhost:1/favicon.ico]",
    ]);
    expect(run.foreignRequests).toEqual(["https://fonts.example.com/a.woff2"]);
    expect(run.longTasks).toEqual([
      {
        url: "http://localhost:1/assets/entry.js",
        startMs: 900.5,
        durationMs: 210.4,
        breakdown: "scriptEvaluation 180, styleLayout 30",
      },
      { url: "http://localhost:1/", startMs: 700, durationMs: 64, breakdown: "styleLayout 60" },
    ]);
    expect(run.mainThreadWork).toBe("Style & Layout 421, Script Evaluation 310");
    // What Lantern counts into a paint: not the page itself, not an image, nothing that ended after it.
    expect(run.endedBeforePaint).toEqual([
      "https://fonts.example.com/a.woff2 (VeryHigh Font)",
      "http://localhost:1/entry.js (High Script)",
    ]);
  });
});

describe("the egress guard", () => {
  it("tells this machine's URLs from other hosts'", () => {
    expect(isLocalUrl("http://localhost:4000/")).toBe(true);
    expect(isLocalUrl("http://127.0.0.1:4000/a.js")).toBe(true);
    expect(isLocalUrl("http://[::1]:4000/")).toBe(true);
    expect(isLocalUrl("data:image/png;base64,AA")).toBe(true);
    expect(isLocalUrl("https://www.googletagmanager.com/gtm.js")).toBe(false);
    expect(isLocalUrl("http://localhost.example.com/")).toBe(false);
  });

  it("records and refuses a request a browser sends it as its proxy", async () => {
    const guard = await startEgressGuard();
    const port = Number(/:(\d+)$/.exec(guard.chromiumArgs[0]!)![1]);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.write("CONNECT update.example.com:443 HTTP/1.1\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    await guard.close();
    expect(answer).toMatch(/^HTTP\/1\.1 403/);
    expect(guard.attempts).toEqual(["CONNECT update.example.com:443"]);
  });
});
