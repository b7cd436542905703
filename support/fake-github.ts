// A stand-in for GitHub on this machine, for the tests of the studio's sign-in
// (deploy/studio-auth/): its OAuth pages (an editor who consents, or declines, at once) and the
// one REST call the handshake makes, answered for a few known codes, tokens and repositories.
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_GITHUB = {
  clientId: "fake-client-id",
  clientSecret: "fake-client-secret",
  /** The repository the site edits; the editor can push to it. */
  repository: "newsroom/stories",
  /** A repository the editor can read but not push to. */
  readOnlyRepository: "newsroom/archive",
  /** The token of the editor, whom each consent gives a fresh single-use code. */
  editorToken: "gho_fakeEditorToken1234567890",
  /** A code whose exchange GitHub refuses (as for an expired or reused code). */
  brokenCode: "code-broken",
} as const;

export interface FakeGitHub {
  /** `http://127.0.0.1:<port>`, serving both the OAuth pages and the REST API. */
  origin: string;
  /** What the editor does on the consent page. */
  consent: "grant" | "deny";
  /** Every request it received, as "METHOD /path?query". */
  requests: string[];
  stop: () => Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const issuedCodes = new Set<string>();
  let consents = 0;
  const fake: Omit<FakeGitHub, "origin" | "stop"> = { consent: "grant", requests: [] };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    fake.requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      if (fake.consent === "grant") {
        const code = `code-${++consents}`;
        issuedCodes.add(code);
        back.searchParams.set("code", code);
      } else back.searchParams.set("error", "access_denied");
      response.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const body = JSON.parse(await readBody(request)) as Record<string, string>;
      const good =
        body.client_id === FAKE_GITHUB.clientId &&
        body.client_secret === FAKE_GITHUB.clientSecret &&
        issuedCodes.has(body.code ?? "");
      issuedCodes.delete(body.code ?? "");
      // GitHub answers a bad exchange with 200 and an error in the body.
      if (!good) return json(response, 200, { error: "bad_verification_code" });
      return json(response, 200, { access_token: FAKE_GITHUB.editorToken, token_type: "bearer", scope: "repo" });
    }
    const repo = /^\/repos\/([^/]+\/[^/]+)$/.exec(url.pathname)?.[1];
    if (request.method === "GET" && repo) {
      if (request.headers.authorization !== `Bearer ${FAKE_GITHUB.editorToken}`) {
        return json(response, 401, { message: "Bad credentials" });
      }
      if (repo !== FAKE_GITHUB.repository && repo !== FAKE_GITHUB.readOnlyRepository) {
        return json(response, 404, { message: "Not Found" });
      }
      const push = repo === FAKE_GITHUB.repository;
      return json(response, 200, { full_name: repo, permissions: { admin: false, push, pull: true } });
    }
    json(response, 404, { message: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
