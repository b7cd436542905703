import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveBuildFolder } from "../support/build-folder-server";

const longPage = `<h1>Maya</h1>${"<p>A story of the pandemic year.</p>".repeat(60)}`;

let site: Awaited<ReturnType<typeof serveBuildFolder>>;
const get = (rawPath: string, headers: Record<string, string> = {}, method = "GET") =>
  site.request(rawPath, headers, method);

beforeAll(async () => {
  site = await serveBuildFolder(
    {
      "index.html": "<h1>Home</h1>",
      "404.html": "<h1>This page could not be found</h1>",
      "404.html.gz": gzipSync("<h1>This page could not be found</h1>"),
      "contribuitor/index.html": "<h1>Contributors</h1>",
      "contribuitor.data": "[payload]",
      "contribuitor/maya/index.html": longPage,
      "contribuitor/maya/index.html.br": brotliCompressSync(longPage),
      "routes.json": '{"version":"1","routes":["/"]}',
      _headers: [
        "/*",
        "  X-Content-Type-Options: nosniff",
        "  Referrer-Policy: strict-origin-when-cross-origin",
        "/contribuitor",
        "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'",
        "/404.html",
        "  Content-Security-Policy: default-src 'self'; script-src 'none'",
      ].join("\n"),
      "assets/entry-abc123.js": "console.log(1)",
      "assets/entry-abc123.js.br": brotliCompressSync("console.log(1)"),
    },
    { "secret.txt": "outside the build" },
  );
});

afterAll(() => site.close());

describe("the static server", () => {
  it("serves pages at clean URLs", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain("Home");
    expect((await get("/contribuitor")).body.toString()).toContain("Contributors");
    expect((await get("/contribuitor/")).status).toBe(200);
  });

  it("answers unknown paths with 404.html and status 404, not a redirect", async () => {
    const missing = await get("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.headers.location).toBeUndefined();
    expect(missing.body.toString()).toContain("This page could not be found");
  });

  it("does not serve the 404 page itself with a 200", async () => {
    expect((await get("/404")).status).toBe(404);
    expect((await get("/404.html")).status).toBe(404);
  });

  it("sends precompressed 404 pages by content negotiation", async () => {
    const gz = await get("/nope", { "Accept-Encoding": "gzip" });
    expect(gz.status).toBe(404);
    expect(gz.headers["content-encoding"]).toBe("gzip");
  });

  it("caches fingerprinted assets forever and revalidates everything else", async () => {
    expect((await get("/assets/entry-abc123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const file of ["/", "/contribuitor", "/contribuitor.data", "/routes.json", "/nope"]) {
      expect((await get(file)).headers["cache-control"], file).toBe("no-cache");
    }
  });

  it("sends the brotli file to clients that accept it", async () => {
    const response = await get("/assets/entry-abc123.js", { "Accept-Encoding": "gzip, br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    const plain = await get("/assets/entry-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe("console.log(1)");
  });

  it("gzips a page the build wrote no .gz for as it sends it, to a client without Brotli, and nothing under one packet", async () => {
    const gzipped = await get("/contribuitor/maya", { "Accept-Encoding": "gzip" });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(gzipped.body).toString()).toBe(longPage);
    const brotli = await get("/contribuitor/maya", { "Accept-Encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(longPage);
    const plain = await get("/contribuitor/maya");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(longPage);
    const small = await get("/contribuitor", { "Accept-Encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toContain("Contributors");
  });

  it("answers a matching ETag with 304", async () => {
    const first = await get("/routes.json");
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get("/routes.json", { "If-None-Match": etag })).status).toBe(304);
  });

  it("sets the security headers on every response", async () => {
    for (const file of ["/", "/nope", "/assets/entry-abc123.js", "/../secret.txt"]) {
      const response = await get(file);
      expect(response.headers["x-content-type-options"], file).toBe("nosniff");
      expect(response.headers["referrer-policy"], file).toBe("strict-origin-when-cross-origin");
    }
  });

  it("sends each page the headers the build wrote for it, and the 404 page its own", async () => {
    for (const page of ["/contribuitor", "/contribuitor/", "/contribuitor/index.html"]) {
      expect((await get(page)).headers["content-security-policy"], page).toBe(
        "default-src 'self'; frame-ancestors 'none'",
      );
    }
    expect((await get("/")).headers["content-security-policy"]).toBeUndefined();
    expect((await get("/nope")).headers["content-security-policy"]).toBe("default-src 'self'; script-src 'none'");
  });

  it("keeps the header rules themselves private", async () => {
    expect((await get("/_headers")).status).toBe(404);
    expect((await get("/_redirects")).status).toBe(404);
  });

  it("serves payloads as turbo-stream text", async () => {
    expect((await get("/contribuitor.data")).headers["content-type"]).toBe("text/x-script; charset=utf-8");
  });

  it("never serves a file outside the build folder", async () => {
    for (const attempt of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/%2E%2E%5Csecret.txt",
      "/%00",
    ]) {
      const response = await get(attempt);
      expect([400, 404], attempt).toContain(response.status);
      expect(response.body.toString(), attempt).not.toContain("outside the build");
    }
    expect((await get("/%E0%A4%A")).status).toBe(400);
  });

  it("lists no directories", async () => {
    expect((await get("/assets/")).status).toBe(404);
    expect((await get("/assets")).status).toBe(404);
  });

  it("refuses methods that would change something", async () => {
    expect((await get("/", {}, "POST")).status).toBe(405);
    expect((await get("/", {}, "HEAD")).status).toBe(200);
  });
});

describe("the static server's 404 page per language", () => {
  let bilingual: Awaited<ReturnType<typeof serveBuildFolder>>;
  const fetchPath = (rawPath: string, headers: Record<string, string> = {}) => bilingual.request(rawPath, headers);

  beforeAll(async () => {
    bilingual = await serveBuildFolder({
      "index.html": "<h1>Home</h1>",
      "es/index.html": "<h1>Inicio</h1>",
      "es.data": "[carga]",
      "404.html": "<h1>This page could not be found</h1>",
      "es/404.html": '<html lang="es"><h1>No se pudo encontrar esta página</h1>',
      "es/404.html.gz": gzipSync('<html lang="es"><h1>No se pudo encontrar esta página</h1>'),
      "routes.json": '{"version":"1","routes":["/","/es"]}',
      _headers: [
        "/*",
        "  X-Content-Type-Options: nosniff",
        "/404.html",
        "  Content-Security-Policy: script-src 'none'; default-src 'self'",
        "/es/404.html",
        "  Content-Security-Policy: script-src 'none'; img-src 'self'",
      ].join("\n"),
    });
  });

  afterAll(() => bilingual.close());

  it("answers an unknown path under /es/ with the Spanish 404 page, status 404, and its headers", async () => {
    for (const unknown of ["/es/no-such-page", "/es/contribuitor/nobody", "/es/contribuitor/nobody.data"]) {
      const response = await fetchPath(unknown);
      expect(response.status, unknown).toBe(404);
      expect(response.body.toString(), unknown).toContain("No se pudo encontrar esta página");
      expect(response.headers["content-security-policy"], unknown).toBe("script-src 'none'; img-src 'self'");
      expect(response.headers["x-content-type-options"], unknown).toBe("nosniff");
    }
    const gz = await fetchPath("/es/nope", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
  });

  it("answers every other unknown path with the English one", async () => {
    for (const unknown of ["/no-such-page", "/esp", "/es-mx/x", "/contribuitor/nobody"]) {
      const response = await fetchPath(unknown);
      expect(response.status, unknown).toBe(404);
      expect(response.body.toString(), unknown).toContain("This page could not be found");
      expect(response.headers["content-security-policy"], unknown).toBe("script-src 'none'; default-src 'self'");
    }
  });

  it("serves the Spanish pages and does not serve the Spanish 404 page itself with a 200", async () => {
    expect((await fetchPath("/es")).status).toBe(200);
    expect((await fetchPath("/es/")).status).toBe(200);
    expect((await fetchPath("/es.data")).status).toBe(200);
    for (const raw of ["/es/404", "/es/404/", "/es/404.html"]) {
      const response = await fetchPath(raw);
      expect(response.status, raw).toBe(404);
      expect(response.body.toString(), raw).toContain("No se pudo encontrar esta página");
    }
  });
});

describe("a build without a Spanish 404 page", () => {
  it("answers unknown Spanish paths with the English one", async () => {
    const older = await serveBuildFolder({
      "404.html": "<h1>This page could not be found</h1>",
      "routes.json": '{"version":"1","routes":[]}',
      _headers: "",
    });
    try {
      const response = await older.request("/es/nope");
      expect(response.status).toBe(404);
      expect(response.body.toString()).toContain("This page could not be found");
    } finally {
      older.close();
    }
  });
});
