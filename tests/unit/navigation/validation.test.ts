import { describe, expect, it, vi } from "vitest";
import { hasValidSlug, pageParamsCheck, validateParams } from "../../../app/navigation/validation";

type Middleware = (
  args: { request: Request; params: Record<string, string | undefined>; context: unknown },
  next: () => Promise<unknown>,
) => unknown;

describe("validateParams", () => {
  it("lets valid params through to the page", async () => {
    const next = vi.fn(async () => "page");
    const middleware = validateParams(() => true) as unknown as Middleware;
    await expect(
      middleware({ request: new Request("http://localhost/x"), params: {}, context: {} }, next),
    ).resolves.toBe("page");
  });

  it("answers 404 'This page could not be found' when the check fails, before the page loads", () => {
    const next = vi.fn();
    const middleware = validateParams(() => false) as unknown as Middleware;
    let thrown: unknown;
    try {
      middleware({ request: new Request("http://localhost/x"), params: {}, context: {} }, next);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ data: "This page could not be found", init: { status: 404 } });
    expect(next).not.toHaveBeenCalled();
  });
});

describe("the contributor page's check", () => {
  it("accepts the index (no slug) and well-formed slugs", () => {
    expect(hasValidSlug({})).toBe(true);
    expect(hasValidSlug({ slug: "ana-ruiz" })).toBe(true);
    expect(hasValidSlug({ slug: "li2" })).toBe(true);
  });

  it("rejects malformed slugs", () => {
    for (const slug of ["Ana-Ruiz", "ana_ruiz", "-ana", "ana-", "ana--ruiz", "", "ana ruiz", "../x"]) {
      expect(hasValidSlug({ slug }), slug).toBe(false);
    }
  });
});

describe("the pages' checks on a client navigation, from the root", () => {
  it("applies the story page's check to a path with a story", () => {
    expect(pageParamsCheck({ slug: "ana-ruiz", story: "the-long-way" })).toBe(true);
    expect(pageParamsCheck({ slug: "ana-ruiz", story: "The_Long_Way" })).toBe(false);
    expect(pageParamsCheck({ slug: "Ana", story: "the-long-way" })).toBe(false);
  });

  it("applies the contributor page's check to a path with a slug alone", () => {
    expect(pageParamsCheck({ slug: "ana-ruiz" })).toBe(true);
    expect(pageParamsCheck({ slug: "Not_A_Slug" })).toBe(false);
  });

  it("lets through the pages without either (home, search, the not-found page's splat)", () => {
    expect(pageParamsCheck({})).toBe(true);
    expect(pageParamsCheck({ "*": "anything/at-all" })).toBe(true);
  });
});
