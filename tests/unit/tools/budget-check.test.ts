import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { COMPRESSION_MIN_BYTES } from "../../../server/file-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUDGETS, measurePage, runBudget, selectPages } from "../../../tools/budget-check";

let clientDir: string;

function write(relative: string, content: string) {
  const file = path.join(clientDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Text that gzip cannot shrink much: deterministic pseudo-random letters. */
function incompressible(length: number, seed = 1): string {
  let state = seed;
  const chars: string[] = [];
  for (let i = 0; i < length; i += 1) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    chars.push("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"[(state >>> 0) % 62]!);
  }
  return chars.join("");
}

const page = (head: string, body = "") =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title>${head}</head><body><h1>t</h1>${body}</body></html>`;

const gz = (text: string) => gzipSync(text, { level: 9 }).length;
/** What the servers send a client without Brotli of a file the build wrote no .gz for. */
const sent = (text: string) =>
  Buffer.byteLength(text) < COMPRESSION_MIN_BYTES ? Buffer.byteLength(text) : gzipSync(text).length;

// Vite writes a dynamic import's specifier as a template literal.
const ENTRY = 'import "./shared.js"; export const open = () => import(`./video-player.js`);';
const SHARED = `export const shared = ${JSON.stringify(incompressible(2000, 2))};`;
const ROUTE = `import { shared } from "./shared.js"; export default shared;`;
const PLAYER = `/* ${incompressible(300_000, 3)} */ import "./player-skin.js";`;
const INLINE = `import "/assets/route.js";\nimport("/assets/entry.js");`;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "budget-test-"));
  write("assets/entry.js", ENTRY);
  write("assets/shared.js", SHARED);
  write("assets/route.js", ROUTE);
  write("assets/video-player.js", PLAYER);
  write("assets/player-skin.js", `/* ${incompressible(50_000, 4)} */`);
  write("assets/site.css", "body { color: black; }");
  // Over the JavaScript budget on purpose: 150 kB that gzip cannot shrink.
  write("assets/oversized.js", `/* ${incompressible(190_000, 5)} */`);
  write(
    "index.html",
    page(
      '<link rel="modulepreload" href="/assets/entry.js"><link rel="modulepreload" href="/assets/route.js"><link rel="stylesheet" href="/assets/site.css">',
      `<script type="module">${INLINE}</script>`,
    ),
  );
  write(
    "heavy/index.html",
    page('<script src="/assets/oversized.js"></script><link rel="modulepreload" href="/assets/entry.js">'),
  );
  write("third-party/index.html", page('<script src="https://tags.example.com/gtm.js"></script>'));
  write("contribuitor/index.html", page(""));
  write("contribuitor/small/index.html", page(""));
  write("contribuitor/large/index.html", page("", `<p>${incompressible(3000, 6)}</p>`));
  write("search/index.html", page(""));
  write("embed/index.html", page(""));
  write("404.html", page('<link rel="stylesheet" href="/assets/site.css">'));
  write(
    "routes.json",
    JSON.stringify({
      version: "1",
      routes: ["/", "/contribuitor", "/contribuitor/small", "/contribuitor/large", "/search", "/embed"],
    }),
  );
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("measurePage", () => {
  it("counts preloads, the inline bootstrap's imports and their static imports once each, as sent", async () => {
    const weight = await measurePage(clientDir, { type: "home", file: "index.html" });
    expect(weight.jsFiles.map((f) => f.url).sort()).toEqual([
      "/assets/entry.js",
      "/assets/route.js",
      "/assets/shared.js",
    ]);
    // ENTRY and ROUTE are under one packet: sent as they are, not gzipped.
    expect(Buffer.byteLength(ROUTE)).toBeLessThan(COMPRESSION_MIN_BYTES);
    const files = sent(ENTRY) + sent(SHARED) + sent(ROUTE);
    expect(weight.inlineJs).toBe(gz(INLINE));
    expect(weight.js).toBe(files);
    expect(weight.css).toBe(sent("body { color: black; }"));
  });

  it("leaves out code that loads only on demand, such as the video player, and lists it", async () => {
    const weight = await measurePage(clientDir, { type: "home", file: "index.html" });
    expect(weight.jsFiles.map((f) => f.url)).not.toContain("/assets/video-player.js");
    expect(weight.onDemand.map((f) => f.url).sort()).toEqual(["/assets/player-skin.js", "/assets/video-player.js"]);
    expect(weight.js).toBeLessThan(BUDGETS.js);
  });

  it("refuses a page that loads a script from another host", async () => {
    await expect(measurePage(clientDir, { type: "x", file: "third-party/index.html" })).rejects.toThrow(/another host/);
  });
});

describe("selectPages", () => {
  it("takes one page of each type, and the heaviest contributor page", () => {
    expect(selectPages(clientDir)).toEqual([
      { type: "home", file: "index.html" },
      { type: "contributor index", file: path.join("contribuitor", "index.html") },
      { type: "a contributor", file: path.join("contribuitor", "large", "index.html") },
      { type: "search", file: path.join("search", "index.html") },
      { type: "embed", file: path.join("embed", "index.html") },
      { type: "404", file: "404.html" },
    ]);
  });
});

describe("runBudget", () => {
  it("passes the pages within budget and prints a table of every figure against its budget", async () => {
    const lines: string[] = [];
    const { ok, results } = await runBudget(clientDir, { log: (line) => lines.push(line) });
    expect(ok).toBe(true);
    expect(results).toHaveLength(6 * 3);
    const table = lines.join("\n");
    for (const type of ["home", "contributor index", "a contributor", "search", "embed", "404"]) {
      expect(table).toContain(type);
    }
    expect(table).toContain("/ 118.0 kB ok");
    expect(table).toContain("/ 20.0 kB ok");
    expect(table).toContain("/ 60.0 kB ok");
    expect(table).toMatch(/on demand, not counted: .*video-player\.js/);
  });

  it("fails when a page's JavaScript exceeds 118 kB gzip, naming the page and the figure", async () => {
    const lines: string[] = [];
    const { ok, results } = await runBudget(clientDir, {
      pages: [
        { type: "home", file: "index.html" },
        { type: "deliberately oversized", file: path.join("heavy", "index.html") },
      ],
      log: (line) => lines.push(line),
    });
    expect(ok).toBe(false);
    const over = results.filter((r) => !r.ok);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatchObject({ type: "deliberately oversized", figure: "js", limit: 118_000 });
    expect(over[0]!.bytes).toBeGreaterThan(118_000);
    expect(lines.join("\n")).toMatch(/OVER BUDGET: deliberately oversized .* JS 1\d\d\.\d kB > 118\.0 kB/);
  });

  it("fails on CSS or HTML over budget the same way (here with budgets tightened below the fixture)", async () => {
    const { ok, results } = await runBudget(clientDir, {
      pages: [{ type: "home", file: "index.html" }],
      budgets: { js: BUDGETS.js, css: 10, html: 100 },
      log: () => {},
    });
    expect(ok).toBe(false);
    expect(
      results
        .filter((r) => !r.ok)
        .map((r) => r.figure)
        .sort(),
    ).toEqual(["css", "html"]);
  });
});
