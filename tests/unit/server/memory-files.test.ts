import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import sirv from "sirv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryFiles } from "../../../server/memory-files";

const DATA = "text/x-script; charset=utf-8";
const cacheControl = (pathname: string) => (pathname.startsWith("/assets/") ? "immutable" : "no-cache");
let root: string;
const servers: Server[] = [];

function write(relative: string, content: string | Buffer) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function listen(handler: RequestListener): Promise<number> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const { date: _date, connection: _c, "keep-alive": _k, ...rest } = res.headers;
        resolve({ status: res.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks).toString("base64") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

let viaSirv: number;
let viaMemory: number;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "memory-files-test-"));
  const page = "<h1>Contributors</h1>".repeat(50);
  write("index.html", "<h1>Home</h1>");
  write("contribuitor/index.html", page);
  write("contribuitor/index.html.br", brotliCompressSync(page));
  write("contribuitor/index.html.gz", gzipSync(page));
  write("contribuitor/ana.data", "[payload]".repeat(100));
  write("contribuitor/ana.data.gz", gzipSync("[payload]".repeat(100)));
  write("contribuitor/ana/index.html", "<h1>Ana</h1>");
  write("routes.json", '{"routes":["/"]}');
  write("assets/app.js", "console.log(1)");
  write(".hidden.html", "secret");
  const sirvHandler = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControl(pathname));
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", DATA);
    },
  });
  const memory = createMemoryFiles(root, { dataContentType: DATA, cacheControl });
  viaSirv = await listen((req, res) =>
    sirvHandler(req, res, () => {
      res.statusCode = 404;
      res.end("missing");
    }),
  );
  viaMemory = await listen((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0]!;
    if (memory(req, res, pathname)) return;
    res.setHeader("X-Served-By", "fallback");
    res.statusCode = 404;
    res.end("missing");
  });
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("createMemoryFiles", () => {
  const cases: [string, Record<string, string>][] = [
    ["/", {}],
    ["/index.html", {}],
    ["/contribuitor", { "Accept-Encoding": "gzip, deflate, br" }],
    ["/contribuitor/", { "Accept-Encoding": "gzip" }],
    ["/contribuitor", {}],
    ["/contribuitor/ana.data", { "Accept-Encoding": "br, gzip" }],
    ["/contribuitor/ana.data", {}],
    ["/contribuitor/ana", {}],
    ["/routes.json", {}],
  ];

  it.each(cases)("answers %s %j with the same status, headers and body as sirv", async (url, headers) => {
    const expected = await get(viaSirv, url, headers);
    expect(expected.status).toBe(200);
    expect(await get(viaMemory, url, headers)).toEqual(expected);
  });

  it("answers a matching ETag with 304, as sirv does", async () => {
    const first = await get(viaMemory, "/contribuitor", { "Accept-Encoding": "br" });
    const etag = String(first.headers.etag);
    expect((await get(viaMemory, "/contribuitor", { "Accept-Encoding": "br", "If-None-Match": etag })).status).toBe(
      304,
    );
  });

  it("leaves scripts, Range requests, dotfiles and unknown paths to the next handler", async () => {
    for (const [url, headers] of [
      ["/assets/app.js", {}],
      ["/contribuitor/ana.data", { Range: "bytes=0-3" }],
      ["/.hidden.html", {}],
      ["/nope", {}],
    ] as [string, Record<string, string>][]) {
      expect((await get(viaMemory, url, headers)).headers["x-served-by"], url).toBe("fallback");
    }
  });
});
