import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { normalizePath } from "../../../app/navigation/route-manifest";
import { memoryStorage } from "../support/memory-storage";

type RouteManifestModule = typeof import("../../../app/navigation/route-manifest");
let checkPrerendered: RouteManifestModule["checkPrerendered"];
let isKnownPage: RouteManifestModule["isKnownPage"];
let loadRouteManifest: RouteManifestModule["loadRouteManifest"];

/** A fresh copy of the module, with nothing fetched yet, as a new page load has. */
async function loadPage(): Promise<void> {
  vi.resetModules();
  ({ checkPrerendered, isKnownPage, loadRouteManifest } = await import("../../../app/navigation/route-manifest"));
}

const manifest = { version: "build-1", routes: ["/", "/contribuitor", "/contribuitor/ana-ruiz", "/embed"] };

describe("route manifest check", () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(async () => {
    await loadPage();
    fetchMock = vi.fn(async () => Response.json(manifest));
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("sessionStorage", memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lets a pre-rendered path through", async () => {
    await expect(checkPrerendered("/contribuitor/ana-ruiz", "build-1")).resolves.toBe("ok");
    await expect(checkPrerendered("/contribuitor/", "build-1")).resolves.toBe("ok");
  });

  it("rejects any other path with a 404 whose message names it exactly", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const rejection = await checkPrerendered("/contribuitor/nobody", "build-1").catch((error: unknown) => error);
    expect(rejection).toMatchObject({ data: "Route /contribuitor/nobody is not pre-rendered", init: { status: 404 } });
    expect(consoleError).toHaveBeenCalledWith("Route /contribuitor/nobody is not pre-rendered");
  });

  it("fetches the manifest once and keeps it for the session", async () => {
    await checkPrerendered("/", "build-1");
    await checkPrerendered("/embed", "build-1");
    await loadPage(); // a new page load in the same tab
    await checkPrerendered("/contribuitor", "build-1");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("refetches when the stored manifest belongs to another build", async () => {
    await checkPrerendered("/", "build-1");
    await loadPage();
    fetchMock.mockImplementation(async () => Response.json({ ...manifest, version: "build-2" }));
    await expect(checkPrerendered("/", "build-2")).resolves.toBe("ok");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("reports a stale page when the deployed build is newer than the running code", async () => {
    fetchMock.mockImplementation(async () => Response.json({ ...manifest, version: "build-2" }));
    await expect(checkPrerendered("/", "build-1")).resolves.toBe("stale");
  });

  it("tries again after a failed fetch", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(checkPrerendered("/", "build-1")).rejects.toThrow("Failed to fetch");
    await expect(checkPrerendered("/", "build-1")).resolves.toBe("ok");
  });
});

describe("isKnownPage", () => {
  beforeEach(async () => {
    await loadPage();
    vi.stubGlobal("sessionStorage", memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("cannot tell before the manifest is in, then knows this build's pages", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(manifest)),
    );
    expect(isKnownPage("/contribuitor/ana-ruiz")).toBeUndefined();
    await loadRouteManifest("build-1");
    expect(isKnownPage("/contribuitor/ana-ruiz/")).toBe(true);
    expect(isKnownPage("/contribuitor/nobody")).toBe(false);
  });

  it("does not answer from another build's manifest: the page is loaded whole instead", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ ...manifest, version: "build-2" })),
    );
    await loadRouteManifest("build-1");
    expect(isKnownPage("/contribuitor/ana-ruiz")).toBeUndefined();
  });
});

describe("normalizePath", () => {
  it("drops trailing slashes except on the root", () => {
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("/contribuitor/")).toBe("/contribuitor");
    expect(normalizePath("/contribuitor//")).toBe("/contribuitor");
  });
});

describe("route manifest check and redirect pages", () => {
  beforeEach(async () => {
    await loadPage();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          ...manifest,
          redirects: { "/contributor": "/contribuitor", "/contributor/ana-ruiz": "/contribuitor/ana-ruiz" },
        }),
      ),
    );
    vi.stubGlobal("sessionStorage", memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lets a navigation to a redirect page through, so its route's middleware can redirect", async () => {
    await expect(checkPrerendered("/contributor", "build-1")).resolves.toBe("ok");
    await expect(checkPrerendered("/contributor/ana-ruiz/", "build-1")).resolves.toBe("ok");
  });

  it("still rejects a legacy path the build wrote no redirect page for", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(checkPrerendered("/contributor/nobody", "build-1")).rejects.toMatchObject({ init: { status: 404 } });
  });
});
