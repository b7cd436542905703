import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequestHandler } from "../../../server/request-handler";
import { rawRequest } from "../../../support/raw-request";

/**
 * The project's request handler over a temporary build folder holding `files`, on a free
 * loopback port. Requests are raw, so paths reach the server exactly as written.
 */
export async function serveBuildFolder(files: Record<string, string | Buffer>, outside: Record<string, string> = {}) {
  const parent = mkdtempSync(path.join(tmpdir(), "build-folder-"));
  const root = path.join(parent, "client");
  const write = (base: string, relative: string, content: string | Buffer) => {
    const file = path.join(base, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  for (const [relative, content] of Object.entries(files)) write(root, relative, content);
  for (const [relative, content] of Object.entries(outside)) write(parent, relative, content);

  const server = createServer(createRequestHandler(root));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function request(rawPath: string, headers: Record<string, string> = {}, method = "GET") {
    return rawRequest(`http://127.0.0.1:${port}`, rawPath, headers, method);
  }

  function close() {
    server.close();
    rmSync(parent, { recursive: true, force: true });
  }

  return { request, close };
}
