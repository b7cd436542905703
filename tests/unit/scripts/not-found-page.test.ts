import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NOT_FOUND_PRERENDER_PATHS } from "../../../app/routes/page-list.server";
import { writeNotFoundPages } from "../../../scripts/postbuild/not-found-page";
import { notFoundPageFor } from "../../../server/not-found-pages";

let clientDir: string;
const write = (relative: string, content: string) => {
  const file = path.join(clientDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};
const page = (lang: string, heading: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><link rel="modulepreload" href="/assets/a.js"><script>window.x=1</script></head><body><h1>${heading}</h1><script type="module">import("/assets/a.js")</script></body></html>`;

beforeEach(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "not-found-"));
});
afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

describe("writeNotFoundPages", () => {
  it("pre-renders each language's not-found page under its own prefix", () => {
    expect(NOT_FOUND_PRERENDER_PATHS).toEqual({ en: "/404", es: "/es/404" });
  });

  it("moves each language's pre-rendered not-found page to its 404 file, without scripts or payload", async () => {
    write("404/index.html", page("en", "This page could not be found"));
    write("404.data", "[payload]");
    write("es/404/index.html", page("es", "No se pudo encontrar esta página"));
    write("es/404.data", "[carga]");
    write("es/index.html", page("es", "Inicio"));
    write("__spa-fallback.html", "<html></html>");

    expect(await writeNotFoundPages(clientDir, { en: "/404", es: "/es/404" })).toEqual(["404.html", "es/404.html"]);

    const english = readFileSync(path.join(clientDir, "404.html"), "utf8");
    const spanish = readFileSync(path.join(clientDir, "es/404.html"), "utf8");
    expect(english).toContain('<html lang="en" data-web-fonts="">');
    expect(english).toContain("This page could not be found");
    expect(spanish).toContain('<html lang="es" data-web-fonts="">');
    expect(spanish).toContain("No se pudo encontrar esta página");
    for (const html of [english, spanish]) {
      expect(html).not.toContain("<script");
      expect(html).not.toContain("modulepreload");
    }
    for (const gone of ["404", "404.data", "es/404", "es/404.data", "__spa-fallback.html"]) {
      expect(existsSync(path.join(clientDir, gone)), gone).toBe(false);
    }
    // The Spanish pages beside it stay.
    expect(existsSync(path.join(clientDir, "es/index.html"))).toBe(true);
  });

  it("stops the build when a language's not-found page was not pre-rendered", async () => {
    write("404/index.html", page("en", "This page could not be found"));
    await expect(writeNotFoundPages(clientDir, { en: "/404", es: "/es/404" })).rejects.toThrow(
      /The not-found page was not pre-rendered \(.*es\/404\/index\.html is missing\)/,
    );
  });
});

describe("notFoundPageFor", () => {
  it("gives the paths under /es/ the Spanish 404 page and every other path the English one", () => {
    expect(notFoundPageFor("/es/nope").file).toBe("es/404.html");
    expect(notFoundPageFor("/es/contribuitor/nobody.data").path).toBe("/es/404.html");
    for (const other of ["/nope", "/esp", "/es-mx/x", "/contribuitor/nobody"]) {
      expect(notFoundPageFor(other).file, other).toBe("404.html");
    }
  });
});
