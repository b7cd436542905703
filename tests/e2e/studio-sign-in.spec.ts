import { createHash } from "node:crypto";
import path from "node:path";
import { CALLBACK_PATH, SIGN_IN_PATH, STUDIO_AUTH_VARIABLES } from "../../deploy/studio-auth/handshake";
import { SIGN_IN_PROBLEMS, type SignInProblem } from "../../deploy/studio-auth/texts";
import netlifyFunction from "../../netlify/functions/studio-auth";
import { type CloudflarePagesServer, startCloudflarePages } from "../../support/cloudflare-pages";
import { FAKE_GITHUB, type FakeGitHub, startFakeGitHub } from "../../support/fake-github";
import { expect, test } from "./fixtures";

// The studio's sign-in with GitHub (deploy/studio-auth/), run by each host's own function: the
// Cloudflare Pages Function on Cloudflare's local runtime (wrangler pages dev, serving the build),
// and the Netlify Function called as Netlify calls it, with web Requests. GitHub is a fake on this
// machine (support/fake-github.ts), which the functions reach through their test-only variables.

const CLIENT_DIR = path.join(path.resolve(process.env.BUILD_DIR ?? "build"), "client");
const START = `${SIGN_IN_PATH}?provider=github&site_id=example.org&scope=repo`;

test.describe.configure({ mode: "serial" });

let github: FakeGitHub;
let cloudflare: CloudflarePagesServer | undefined;

function hostEnvironment(): Record<string, string> {
  return {
    [STUDIO_AUTH_VARIABLES.clientId]: FAKE_GITHUB.clientId,
    [STUDIO_AUTH_VARIABLES.clientSecret]: FAKE_GITHUB.clientSecret,
    [STUDIO_AUTH_VARIABLES.repository]: FAKE_GITHUB.repository,
    [STUDIO_AUTH_VARIABLES.testOauthUrl]: github.origin,
    [STUDIO_AUTH_VARIABLES.testApiUrl]: github.origin,
  };
}

/** One host's function, asked as a browser would (no redirects followed; the cookie given by hand). */
interface Host {
  name: string;
  origin: () => string;
  get: (pathAndQuery: string, cookie?: string) => Promise<Response>;
}

const NETLIFY_ORIGIN = "https://stories.example.org";
const savedEnvironment = { ...process.env };

const HOSTS: Host[] = [
  {
    name: "Cloudflare Pages Function (wrangler pages dev)",
    origin: () => cloudflare!.origin,
    get: (pathAndQuery, cookie) =>
      fetch(`${cloudflare!.origin}${pathAndQuery}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} }),
  },
  {
    name: "Netlify Function",
    origin: () => NETLIFY_ORIGIN,
    get: (pathAndQuery, cookie) =>
      netlifyFunction(new Request(`${NETLIFY_ORIGIN}${pathAndQuery}`, { headers: cookie ? { Cookie: cookie } : {} })),
  },
];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  github = await startFakeGitHub();
  Object.assign(process.env, hostEnvironment());
  cloudflare = await startCloudflarePages(CLIENT_DIR, { bindings: hostEnvironment() });
});

test.afterAll(async () => {
  await cloudflare?.stop();
  await github?.stop();
  for (const name of Object.values(STUDIO_AUTH_VARIABLES)) {
    if (savedEnvironment[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnvironment[name];
  }
});

/** Starts a sign-in: the state GitHub is given and the cookie that holds it. */
async function start(host: Host): Promise<{ state: string; cookie: string; authorize: URL }> {
  const response = await host.get(START);
  expect(response.status).toBe(302);
  const authorize = new URL(response.headers.get("location")!);
  const setCookie = response.headers.get("set-cookie")!;
  const cookie = setCookie.split(";")[0]!;
  return { state: authorize.searchParams.get("state")!, cookie, authorize };
}

/** The error page: its status, both languages' words for the problem, no script and no token. */
async function expectErrorPage(response: Response, status: number, problem: SignInProblem): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  const html = await response.text();
  expect(html).toContain(problem.en.replace(/&/g, "&amp;"));
  expect(html).toContain(problem.es.replace(/&/g, "&amp;"));
  expect(html).toContain('lang="es"');
  expect(html).not.toContain("<script");
  expect(html).not.toContain(FAKE_GITHUB.editorToken);
  expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none';/);
}

for (const host of HOSTS) {
  test.describe(host.name, () => {
    test("a good round trip hands the studio a token, once", async () => {
      const { state, cookie, authorize } = await start(host);
      expect(authorize.origin + authorize.pathname).toBe(`${github.origin}/login/oauth/authorize`);
      expect(authorize.searchParams.get("client_id")).toBe(FAKE_GITHUB.clientId);
      expect(authorize.searchParams.get("redirect_uri")).toBe(`${host.origin()}${CALLBACK_PATH}`);
      expect(authorize.searchParams.get("scope")).toBe("repo");
      expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie).toBe(`__Host-studio-sign-in=${state}`);

      github.consent = "grant";
      const consent = await fetch(authorize, { redirect: "manual" });
      const back = new URL(consent.headers.get("location")!);
      const callback = `${back.pathname}${back.search}`;
      const response = await host.get(callback, cookie);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`{"token":"${FAKE_GITHUB.editorToken}","provider":"github"}`);
      // The callback page's one inline script is allowed by its hash, and nothing else is.
      const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
      const hash = createHash("sha256").update(script).digest("base64");
      expect(response.headers.get("content-security-policy")).toContain(`script-src 'sha256-${hash}';`);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("set-cookie")).toMatch(/^__Host-studio-sign-in=; Path=\/; Max-Age=0;/);
      expect(response.headers.get("cross-origin-opener-policy")).toBeNull();

      // Replayed: without the spent cookie, or with it again (GitHub's code is single-use).
      await expectErrorPage(await host.get(callback), 400, SIGN_IN_PROBLEMS.badState);
      await expectErrorPage(await host.get(callback, cookie), 502, SIGN_IN_PROBLEMS.github);
    });

    test("the state cookie is HttpOnly, Secure, this site's only", async () => {
      const response = await host.get(START);
      expect(response.headers.get("set-cookie")).toMatch(
        /^__Host-studio-sign-in=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/,
      );
    });

    test("a forged state gets the error page and no token", async () => {
      const { cookie } = await start(host);
      const forged = `${CALLBACK_PATH}?code=code-forged&state=forged-state`;
      await expectErrorPage(await host.get(forged, cookie), 400, SIGN_IN_PROBLEMS.badState);
      await expectErrorPage(await host.get(forged), 400, SIGN_IN_PROBLEMS.badState);
      expect(github.requests.filter((r) => r.startsWith("POST"))).not.toContainEqual(expect.stringContaining("forged"));
    });

    test("a missing code gets the error page", async () => {
      const { state, cookie } = await start(host);
      await expectErrorPage(
        await host.get(`${CALLBACK_PATH}?state=${state}`, cookie),
        400,
        SIGN_IN_PROBLEMS.missingCode,
      );
    });

    test("a denied consent gets the error page", async () => {
      const { cookie, authorize } = await start(host);
      github.consent = "deny";
      const back = new URL((await fetch(authorize, { redirect: "manual" })).headers.get("location")!);
      github.consent = "grant";
      expect(back.searchParams.get("error")).toBe("access_denied");
      await expectErrorPage(await host.get(`${back.pathname}${back.search}`, cookie), 403, SIGN_IN_PROBLEMS.denied);
    });

    test("a studio asking for another repository is refused", async () => {
      await expectErrorPage(await host.get(`${START}&repo=someone/else`), 403, SIGN_IN_PROBLEMS.otherRepository);
    });

    test("GitHub refusing the code gets the error page", async () => {
      const { state, cookie } = await start(host);
      await expectErrorPage(
        await host.get(`${CALLBACK_PATH}?code=${FAKE_GITHUB.brokenCode}&state=${state}`, cookie),
        502,
        SIGN_IN_PROBLEMS.github,
      );
    });
  });
}

test("an editor who cannot push to the configured repository gets the error page (Netlify Function)", async () => {
  process.env[STUDIO_AUTH_VARIABLES.repository] = FAKE_GITHUB.readOnlyRepository;
  try {
    const host = HOSTS[1]!;
    const { cookie, authorize } = await start(host);
    const back = new URL((await fetch(authorize, { redirect: "manual" })).headers.get("location")!);
    await expectErrorPage(await host.get(`${back.pathname}${back.search}`, cookie), 403, SIGN_IN_PROBLEMS.cannotPush);
  } finally {
    process.env[STUDIO_AUTH_VARIABLES.repository] = FAKE_GITHUB.repository;
  }
});

test("in Chromium, the studio's window receives the token from the sign-in window (Cloudflare)", async ({ page }) => {
  await page.goto(`${cloudflare!.origin}/admin/`, { waitUntil: "commit" });
  const message = await page.evaluate(
    (startPath) =>
      new Promise<string>((resolve) => {
        // As Decap CMS does: open the window, answer its "authorizing", take its grant.
        const popup = window.open(startPath, "sign-in", "width=600,height=600")!;
        window.addEventListener("message", (event) => {
          if (event.origin !== window.location.origin) return;
          if (event.data === "authorizing:github") popup.postMessage(event.data, event.origin);
          else resolve(String(event.data));
        });
      }),
    START,
  );
  expect(message).toBe(`authorization:github:success:{"token":"${FAKE_GITHUB.editorToken}","provider":"github"}`);
});
