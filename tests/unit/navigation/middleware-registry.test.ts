import { isRouteErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { describeError } from "../../../app/navigation/describe-error";
import {
  UnknownMiddlewareError,
  middlewareRegistry,
  resolveMiddleware,
  type MiddlewareName,
} from "../../../app/navigation/middleware-registry";

type Middleware = (
  args: { request: Request; params: Record<string, string>; context: unknown },
  next: () => Promise<unknown>,
) => Promise<unknown>;

function run(middleware: unknown, url: string) {
  const next = vi.fn(async () => "next");
  const result = (middleware as Middleware)({ request: new Request(url), params: {}, context: {} }, next);
  return { result, next };
}

describe("resolveMiddleware", () => {
  it("resolves names from the registry, in order", () => {
    expect(resolveMiddleware(["legacy-paths"])).toEqual([middlewareRegistry["legacy-paths"]]);
    expect(resolveMiddleware([])).toEqual([]);
  });

  it("throws 'Unknown middleware {name}' with status 500 for a name not in the registry", () => {
    const resolve = () => resolveMiddleware(["legacy-paths", "nope" as MiddlewareName]);
    expect(resolve).toThrow(UnknownMiddlewareError);
    expect(resolve).toThrow("Unknown middleware nope");
    try {
      resolve();
    } catch (error) {
      expect(describeError(error)).toEqual({ status: 500, message: "Unknown middleware nope" });
    }
  });

  it("does not take inherited object keys for middleware names", () => {
    expect(() => resolveMiddleware(["toString" as MiddlewareName])).toThrow("Unknown middleware toString");
  });
});

describe("the legacy-paths middleware", () => {
  const [legacyPaths] = resolveMiddleware(["legacy-paths"]);

  it.each([
    ["http://localhost/contributor", "/contribuitor"],
    ["http://localhost/contributor/", "/contribuitor"],
    ["http://localhost/contributors", "/contribuitor"],
    ["http://localhost/contributor/ana-ruiz", "/contribuitor/ana-ruiz"],
    ["http://localhost/contributor/ana-ruiz?from=x", "/contribuitor/ana-ruiz?from=x"],
  ])("redirects %s to %s, permanently", async (url, location) => {
    const { result, next } = run(legacyPaths, url);
    const thrown = await result.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(308);
    expect((thrown as Response).headers.get("Location")).toBe(location);
    expect(next).not.toHaveBeenCalled();
  });

  it("passes any other path on", async () => {
    for (const url of [
      "http://localhost/contribuitor",
      "http://localhost/contributor/Not_A_Slug",
      "http://localhost/",
    ]) {
      const { result, next } = run(legacyPaths, url);
      await expect(result).resolves.toBe("next");
      expect(next).toHaveBeenCalledOnce();
    }
  });

  it("is not an error response the error page would show", async () => {
    const { result } = run(legacyPaths, "http://localhost/contributor");
    const thrown = await result.catch((error: unknown) => error);
    expect(isRouteErrorResponse(thrown)).toBe(false);
  });
});
