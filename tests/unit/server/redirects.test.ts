import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveBuildFolder } from "../support/build-folder-server";

let site: Awaited<ReturnType<typeof serveBuildFolder>>;

async function get(rawPath: string, method = "GET") {
  const response = await site.request(rawPath, {}, method);
  const location = response.headers.location;
  return { status: response.status, location: typeof location === "string" ? location : undefined };
}

beforeAll(async () => {
  site = await serveBuildFolder({
    "404.html": "<h1>This page could not be found</h1>",
    _headers: "",
    "contribuitor/index.html": "<h1>Contributors</h1>",
    "contributor/index.html": '<meta http-equiv="refresh" content="0;url=/contribuitor">',
    "es/404.html": "<h1>No se pudo encontrar esta página</h1>",
    "es/contribuitor/index.html": "<h1>Contribuidores</h1>",
    "es/contributor/index.html": '<meta http-equiv="refresh" content="0;url=/es/contribuitor">',
    "routes.json": JSON.stringify({
      version: "1",
      routes: ["/contribuitor", "/es/contribuitor"],
      redirects: {
        "/contributor": "/contribuitor",
        "/contributor/ana-ruiz": "/contribuitor/ana-ruiz",
        "/es/contributor": "/es/contribuitor",
        "/es/contributors": "/es/contribuitor",
        "/es/contributor/ana-ruiz": "/es/contribuitor/ana-ruiz",
      },
    }),
  });
});

afterAll(() => site.close());

describe("the static server's redirects", () => {
  it("answers each redirect page of the build with a 308 and its Location", async () => {
    expect(await get("/contributor")).toEqual({ status: 308, location: "/contribuitor" });
    expect(await get("/contributor/")).toEqual({ status: 308, location: "/contribuitor" });
    expect(await get("/contributor/ana-ruiz")).toEqual({ status: 308, location: "/contribuitor/ana-ruiz" });
    expect(await get("/contributor/ana-ruiz", "HEAD")).toEqual({ status: 308, location: "/contribuitor/ana-ruiz" });
  });

  it("answers the Spanish legacy paths with a 308 to their Spanish page", async () => {
    expect(await get("/es/contributor")).toEqual({ status: 308, location: "/es/contribuitor" });
    expect(await get("/es/contributors/")).toEqual({ status: 308, location: "/es/contribuitor" });
    expect(await get("/es/contributor/ana-ruiz")).toEqual({ status: 308, location: "/es/contribuitor/ana-ruiz" });
    expect(await get("/es/contributor/ana-ruiz?utm=x")).toEqual({
      status: 308,
      location: "/es/contribuitor/ana-ruiz?utm=x",
    });
    expect((await get("/es/contributor/nobody")).status).toBe(404);
  });

  it("keeps the query string", async () => {
    expect(await get("/contributor?utm=x")).toEqual({ status: 308, location: "/contribuitor?utm=x" });
  });

  it("redirects nothing else", async () => {
    expect((await get("/contribuitor")).status).toBe(200);
    expect((await get("/contributor/nobody")).status).toBe(404);
  });
});
