// A stand-in for GitHub on this machine, for the tests of the studio's sign-in
// (deploy/studio-auth/): its OAuth pages (an editor who consents, or declines, at once) and the
// one REST call the handshake makes, answered for a few known codes, tokens and repositories.
// Given a repository (fake-github-repository.ts), it also answers the REST calls the studio makes
// from the browser (with CORS, as api.github.com does) for the editor's token.
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { FakeGitHubRepository } from "./fake-github-repository";

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
  /** The repository whose files and commits the studio's API calls reach, if any. */
  repository?: FakeGitHubRepository;
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

/** api.github.com answers any origin's scripts: the studio calls it from the site's page. */
const CORS = { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": "Link" };

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...CORS }).end(JSON.stringify(body));
}

/** The editor's token, in either of the forms GitHub takes. */
function byEditor(request: IncomingMessage): boolean {
  const authorization = request.headers.authorization ?? "";
  return [`Bearer ${FAKE_GITHUB.editorToken}`, `token ${FAKE_GITHUB.editorToken}`].includes(authorization);
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const issuedCodes = new Set<string>();
  let consents = 0;
  const fake: Omit<FakeGitHub, "origin" | "stop"> = { consent: "grant", requests: [] };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    fake.requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.method === "OPTIONS") {
      response
        .writeHead(204, {
          ...CORS,
          "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
          "Access-Control-Allow-Headers": request.headers["access-control-request-headers"] ?? "",
          "Access-Control-Max-Age": "600",
        })
        .end();
      return;
    }
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
    if (!byEditor(request)) return json(response, 401, { message: "Bad credentials" });
    const repo = /^\/repos\/([^/]+\/[^/]+)$/.exec(url.pathname)?.[1];
    if (request.method === "GET" && repo) {
      if (repo !== FAKE_GITHUB.repository && repo !== FAKE_GITHUB.readOnlyRepository) {
        return json(response, 404, { message: "Not Found" });
      }
      const push = repo === FAKE_GITHUB.repository;
      return json(response, 200, {
        full_name: repo,
        owner: { login: repo.split("/")[0] },
        permissions: { admin: false, push, pull: true },
      });
    }
    if (fake.repository) {
      const body = request.method === "GET" ? null : await readBody(request);
      const answer = fake.repository.handle(request.method ?? "GET", url, body);
      return json(response, answer.status, answer.body);
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
