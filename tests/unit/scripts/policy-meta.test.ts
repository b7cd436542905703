import { describe, expect, test } from "vitest";
import { readPolicyMeta } from "../../../app/framework/page-rewrite.server";
import { withPolicyMeta } from "../../../scripts/lib/policy-meta";
import { scriptHash } from "../../../scripts/lib/security-headers";

const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>T</title></head><body><p>x</p></body></html>`;
const context = { youtube: false };

describe("withPolicyMeta", () => {
  test("puts the policy first in <head> after <meta charset>, hashing the page's inline scripts as they are", () => {
    const html = page('<script>window.a = 1</script><script type="module" async="">import("/assets/x.js")</script>');
    const out = withPolicyMeta(html, context, "index.html");
    expect(out).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src /,
    );
    const policy = readPolicyMeta(out)!;
    expect(policy).toContain(`'sha256-${scriptHash("window.a = 1")}'`);
    expect(policy).toContain(`'sha256-${scriptHash('import("/assets/x.js")')}'`);
    expect(policy).not.toMatch(/unsafe-inline'? 'strict|unsafe-eval|frame-ancestors/);
  });

  test("hashes no script it does not find: a rewritten script gets its new hash, never a known list's", () => {
    const first = withPolicyMeta(page("<script>one()</script>"), context, "a.html");
    const rewritten = withPolicyMeta(first.replace("one()", "two()"), context, "a.html");
    expect(readPolicyMeta(rewritten)).toContain(scriptHash("two()"));
    expect(readPolicyMeta(rewritten)).not.toContain(scriptHash("one()"));
    expect(rewritten.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  test("skips JSON-LD data blocks, and allows no script on a page without one", () => {
    const out = withPolicyMeta(
      page('<script type="application/ld+json">{"@type":"Thing"}</script>'),
      context,
      "b.html",
    );
    expect(readPolicyMeta(out)).toContain("script-src 'none'");
  });

  test("a page without <meta charset> first in <head> is an error naming the file", () => {
    expect(() => withPolicyMeta("<html><head><title>x</title></head></html>", context, "es/x/index.html")).toThrow(
      /es\/x\/index\.html: no <head> starting with <meta charset="utf-8">/,
    );
  });
});
