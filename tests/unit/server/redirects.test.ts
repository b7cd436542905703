import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestHandler } from "../../../server/request-handler";

let root: string;
let server: Server;
let port: number;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function get(rawPath: string, method = "GET") {
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: rawPath, method }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  root = path.join(mkdtempSync(path.join(tmpdir(), "redirect-test-")), "client");
  write("404.html", "<h1>This page could not be found</h1>");
  write("contribuitor/index.html", "<h1>Contributors</h1>");
  write("contributor/index.html", '<meta http-equiv="refresh" content="0;url=/contribuitor">');
  write(
    "routes.json",
    JSON.stringify({
      version: "1",
      routes: ["/contribuitor"],
      redirects: { "/contributor": "/contribuitor", "/contributor/ana-ruiz": "/contribuitor/ana-ruiz" },
    }),
  );
  server = createServer(createRequestHandler(root));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(path.dirname(root), { recursive: true, force: true });
});

describe("the static server's redirects", () => {
  it("answers each redirect page of the build with a 308 and its Location", async () => {
    expect(await get("/contributor")).toEqual({ status: 308, location: "/contribuitor" });
    expect(await get("/contributor/")).toEqual({ status: 308, location: "/contribuitor" });
    expect(await get("/contributor/ana-ruiz")).toEqual({ status: 308, location: "/contribuitor/ana-ruiz" });
    expect(await get("/contributor/ana-ruiz", "HEAD")).toEqual({ status: 308, location: "/contribuitor/ana-ruiz" });
  });

  it("keeps the query string", async () => {
    expect(await get("/contributor?utm=x")).toEqual({ status: 308, location: "/contribuitor?utm=x" });
  });

  it("redirects nothing else", async () => {
    expect((await get("/contribuitor")).status).toBe(200);
    expect((await get("/contributor/nobody")).status).toBe(404);
  });
});
