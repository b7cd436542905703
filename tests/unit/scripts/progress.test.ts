import { describe, expect, it } from "vitest";
import { count, formatSeconds, runStep, startProgress } from "../../../scripts/lib/progress";

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { writes, stream: { isTTY, columns: 60, write: (text: string) => writes.push(text) > 0 } };
}

function fakeClock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("count", () => {
  it("pairs a number with its noun, plural unless it is one", () => {
    expect(count(1, "story", "stories")).toBe("1 story");
    expect(count(16, "story", "stories")).toBe("16 stories");
    expect(count(0, "image")).toBe("0 images");
    expect(count(2000, "page")).toBe("2,000 pages");
  });

  it("gives seconds with one decimal", () => {
    expect(formatSeconds(312)).toBe("0.3 s");
    expect(formatSeconds(12_000)).toBe("12.0 s");
  });
});

describe("startProgress", () => {
  it("writes only the one-line summary when output is not a terminal", () => {
    const { writes, stream } = fakeStream(false);
    const clock = fakeClock();
    const progress = startProgress("content", { stream, now: clock.now, total: 3 });
    progress.tick();
    progress.tick();
    progress.tick();
    clock.advance(300);
    const line = progress.done(`validated ${count(16, "story", "stories")}, ${count(12, "contributor")}`);
    expect(line).toBe("validated 16 stories, 12 contributors in 0.3 s");
    expect(writes).toEqual(["validated 16 stories, 12 contributors in 0.3 s\n"]);
  });

  it("redraws one line on a terminal, at most every 100 ms, and clears it before the summary", () => {
    const { writes, stream } = fakeStream(true);
    const clock = fakeClock();
    const progress = startProgress("images", { stream, now: clock.now, total: 120 });
    progress.tick(); // first draw
    progress.tick(); // too soon: no redraw
    clock.advance(150);
    progress.tick(38);
    expect(writes).toHaveLength(2);
    expect(writes.every((w) => w.startsWith("\r\x1b[2K"))).toBe(true);
    expect(writes[1]).toContain("images 40/120 (33%) 0.1 s");
    expect(progress.completed).toBe(40);
    progress.done("processed 40 images");
    expect(writes.at(-2)).toBe("\r\x1b[2K");
    expect(writes.at(-1)).toBe("processed 40 images in 0.1 s\n");
    expect(writes.join("")).not.toContain("\n\n");
  });

  it("shows a plain count when the total is not known", () => {
    const { writes, stream } = fakeStream(true);
    const progress = startProgress("files", { stream, now: fakeClock().now });
    progress.tick(5);
    expect(writes[0]).toContain("files 5 0.0 s");
  });

  it("shows only the time for a step that counts nothing", () => {
    const { writes, stream } = fakeStream(true);
    const progress = startProgress("pre-rendering", { stream, now: fakeClock().now });
    progress.tick(0);
    expect(writes[0]).toBe("\r\x1b[2Kpre-rendering 0.0 s");
  });
});

describe("runStep", () => {
  it("returns the step's result and prints its summary", async () => {
    const { writes, stream } = fakeStream(false);
    const result = await runStep(
      "post-build",
      async () => ({ files: 3 }),
      (r) => `wrote ${count(r.files, "file")}`,
      {
        stream,
        now: fakeClock().now,
      },
    );
    expect(result).toEqual({ files: 3 });
    expect(writes).toEqual(["wrote 3 files in 0.0 s\n"]);
  });

  it("clears the line and passes the error on when the step fails", async () => {
    const { writes, stream } = fakeStream(true);
    await expect(
      runStep(
        "images",
        (progress) => {
          progress.tick();
          throw new Error("a photo is missing");
        },
        () => "never",
        { stream, now: fakeClock().now },
      ),
    ).rejects.toThrow("a photo is missing");
    expect(writes.at(-1)).toBe("\r\x1b[2K");
  });
});
