import { describe, expect, test } from "vitest";
import {
  getSiteUrl,
  isSiteIndexable,
  missingSiteUrlWarning,
  resolveSiteAddress,
  siteAddressSummary,
} from "../../../app/addresses/site-url.server";

// Each host's variables as its build sets them (docs/decisions/038).
const cloudflare = (branch: string, extra: NodeJS.ProcessEnv = {}) => ({
  CI: "true",
  CF_PAGES: "1",
  CF_PAGES_BRANCH: branch,
  CF_PAGES_COMMIT_SHA: "0123456789abcdef0123456789abcdef01234567",
  CF_PAGES_URL: "https://9f3c2a1b.our-year.pages.dev",
  ...extra,
});
const netlify = (context: string, extra: NodeJS.ProcessEnv = {}) => ({
  NETLIFY: "true",
  CONTEXT: context,
  URL: "https://our-year.netlify.app",
  DEPLOY_URL: "https://65a1b2c3d4e5f6--our-year.netlify.app",
  DEPLOY_PRIME_URL: "https://deploy-preview-12--our-year.netlify.app",
  ...extra,
});

describe("a local build (a developer's machine, npm start, npm test, the team's CI)", () => {
  test("is SITE_URL without a trailing slash, or localhost:3000 when it is unset or blank, indexable", () => {
    expect(getSiteUrl({ SITE_URL: "https://stories.example.org/" })).toBe("https://stories.example.org");
    expect(resolveSiteAddress({})).toMatchObject({ url: "http://localhost:3000", indexable: true, isDefault: true });
    expect(resolveSiteAddress({ SITE_URL: " " }).isDefault).toBe(true);
    expect(resolveSiteAddress({ SITE_URL: "http://localhost:8080" })).toMatchObject({
      url: "http://localhost:8080",
      isDefault: false,
    });
  });

  test("a CI without a host's variables is not a host: CI=true and GitHub's variables keep localhost", () => {
    expect(getSiteUrl({ CI: "true", GITHUB_ACTIONS: "true" })).toBe("http://localhost:3000");
    // `netlify dev` on a machine, and a variable that only looks like a host's.
    expect(getSiteUrl({ NETLIFY: "true", CONTEXT: "dev", URL: "http://localhost:8888" })).toBe("http://localhost:3000");
    expect(getSiteUrl({ CF_PAGES: "0", CF_PAGES_URL: "https://x.y.pages.dev" })).toBe("http://localhost:3000");
  });

  test("a malformed SITE_URL stops, naming it and its value", () => {
    expect(() => resolveSiteAddress({ SITE_URL: "stories.example.org" })).toThrow(/SITE_URL.*"stories\.example\.org"/);
    expect(() => resolveSiteAddress({ SITE_URL: "https://stories.example.org/en" })).toThrow(/origin alone/);
    expect(() => resolveSiteAddress({ SITE_URL: "ftp://stories.example.org" })).toThrow(/SITE_URL/);
  });
});

describe("Cloudflare Pages", () => {
  const branches = { SITE_PRODUCTION_BRANCH: "main" };

  test("a preview (any branch but the production branch) names its own deployment address and is not indexable", () => {
    const address = resolveSiteAddress(cloudflare("fix-typo", branches));
    expect(address).toMatchObject({ url: "https://9f3c2a1b.our-year.pages.dev", indexable: false });
    expect(address.source).toContain("CF_PAGES_URL");
    expect(siteAddressSummary(address)).toContain("noindex");
  });

  test("production takes SITE_URL and is indexable", () => {
    const address = resolveSiteAddress(cloudflare("main", { ...branches, SITE_URL: "https://stories.example.org" }));
    expect(address).toMatchObject({ url: "https://stories.example.org", indexable: true, isDefault: false });
    expect(address.source).toBe("SITE_URL (Cloudflare Pages production build of branch main)");
  });

  test("production without SITE_URL stops: the build cannot see the custom domain; the message says what to set", () => {
    const stop = () => resolveSiteAddress(cloudflare("main", branches));
    expect(stop).toThrow(/Set SITE_URL/);
    expect(stop).toThrow(/https:\/\/our-year\.pages\.dev/);
    expect(stop).not.toThrow(/SITE_PRODUCTION_BRANCH/);
  });

  test("without SITE_PRODUCTION_BRANCH, a build with SITE_URL is production; one without stops, naming both", () => {
    expect(resolveSiteAddress(cloudflare("main", { SITE_URL: "https://stories.example.org" }))).toMatchObject({
      url: "https://stories.example.org",
      indexable: true,
    });
    const stop = () => resolveSiteAddress(cloudflare("fix-typo"));
    expect(stop).toThrow(/SITE_URL/);
    expect(stop).toThrow(/SITE_PRODUCTION_BRANCH/);
  });

  test("a preview given SITE_URL names it, and stays out of search engines", () => {
    expect(
      resolveSiteAddress(cloudflare("fix-typo", { ...branches, SITE_URL: "https://preview.example.org" })),
    ).toMatchObject({ url: "https://preview.example.org", indexable: false });
  });

  test("a host build never names localhost", () => {
    expect(() => resolveSiteAddress(cloudflare("main", { ...branches, SITE_URL: "http://localhost:3000" }))).toThrow(
      /would name http:\/\/localhost:3000.*Set SITE_URL/,
    );
  });
});

describe("Netlify", () => {
  test("production names URL (the custom domain when the site has one) and is indexable", () => {
    expect(resolveSiteAddress(netlify("production"))).toMatchObject({
      url: "https://our-year.netlify.app",
      indexable: true,
      source: "URL (Netlify production build)",
    });
    expect(getSiteUrl(netlify("production", { URL: "https://stories.example.org" }))).toBe(
      "https://stories.example.org",
    );
  });

  test("a deploy preview and a branch deploy name DEPLOY_PRIME_URL and are not indexable", () => {
    for (const context of ["deploy-preview", "branch-deploy"]) {
      expect(resolveSiteAddress(netlify(context))).toMatchObject({
        url: "https://deploy-preview-12--our-year.netlify.app",
        indexable: false,
      });
      expect(isSiteIndexable(netlify(context))).toBe(false);
    }
  });

  test("SITE_URL wins over the host's address, and a preview stays a preview", () => {
    const site = { SITE_URL: "https://stories.example.org" };
    expect(resolveSiteAddress(netlify("production", site))).toMatchObject({ url: site.SITE_URL, indexable: true });
    expect(resolveSiteAddress(netlify("deploy-preview", site))).toMatchObject({
      url: site.SITE_URL,
      indexable: false,
    });
  });

  test("a build Netlify gives no address stops, naming SITE_URL", () => {
    expect(() => resolveSiteAddress(netlify("production", { URL: "" }))).toThrow(/Netlify.*no public address/);
    expect(() => resolveSiteAddress(netlify("production", { URL: "" }))).toThrow(/Set SITE_URL/);
  });
});

describe("missingSiteUrlWarning", () => {
  test("says what will point at localhost and how to set the origin", () => {
    const warning = missingSiteUrlWarning();
    for (const what of ["canonical URLs", "embed snippets", "feeds", "http://localhost:3000", "SITE_URL=https://"]) {
      expect(warning).toContain(what);
    }
  });
});
