import { readFileSync } from "node:fs";
import { type Server, createServer } from "node:http";
import path from "node:path";
import { getFreePort } from "../../support/free-port";

/**
 * A partner's site for the embed tests: a second local server, so a second origin, serving the
 * real pym.js from node_modules and whatever pages a test puts on it.
 */
export interface HostOrigin {
  origin: string;
  /** Serves `html` at `pathname` from now on. */
  setPage(pathname: string, html: string): string;
  close(): Promise<void>;
}

const PYM_PARENT = readFileSync(path.resolve("node_modules/pym.js/dist/pym.v1.js"));

export async function startHostOrigin(): Promise<HostOrigin> {
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://host").pathname;
    if (pathname === "/pym.v1.js") {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" });
      res.end(PYM_PARENT);
      return;
    }
    const html = pages.get(pathname);
    res.writeHead(html === undefined ? 404 : 200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(html ?? "Not found");
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    setPage(pathname, html) {
      pages.set(pathname, html);
      return `${origin}${pathname}`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A plain article page around `body`, as a partner's CMS would print it. */
export function hostPage(body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A partner's article</title>
<style>body { margin: 0 auto; max-width: 60rem; padding: 1rem; font: 18px/1.5 Georgia, serif; }</style></head>
<body><h1>A partner's article</h1><p>Some text before the embed.</p>
${body}
<p>Some text after the embed.</p></body>
</html>`;
}

/** A blank page holding only `body`, as if pasted into an empty HTML file. */
export function blankPage(body: string): string {
  return `<!doctype html>\n<title>Blank</title>\n${body}\n`;
}
