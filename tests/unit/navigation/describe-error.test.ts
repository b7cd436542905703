import { createStaticHandler, data } from "react-router";
import { describe, expect, it } from "vitest";
import { describeError } from "../../../app/navigation/describe-error";

/** The error response a route's boundary receives when its loader throws `data(body, init)`, made by the router itself. */
async function routeErrorResponse(body: unknown, status: number, statusText: string): Promise<unknown> {
  const handler = createStaticHandler([
    {
      id: "page",
      path: "/",
      loader: () => {
        throw data(body, { status, statusText });
      },
    },
  ]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("The route did not fail");
  return context.errors?.page;
}

describe("describeError", () => {
  it("takes status and message from a route error response", async () => {
    const error = await routeErrorResponse("Route /x is not pre-rendered", 404, "Not Found");
    expect(describeError(error)).toEqual({ status: 404, message: "Route /x is not pre-rendered" });
  });

  it("falls back to the status text when the response carries no message", async () => {
    expect(describeError(await routeErrorResponse(null, 503, "Service Unavailable"))).toEqual({
      status: 503,
      message: "Service Unavailable",
    });
  });

  it("gives an error without a status the status 500", () => {
    expect(describeError(new Error("Payload broken"))).toEqual({ status: 500, message: "Payload broken" });
  });

  it("gives an error without a message the message 'Error'", () => {
    expect(describeError(new Error(""))).toEqual({ status: 500, message: "Error" });
    expect(describeError("just a string")).toEqual({ status: 500, message: "Error" });
    expect(describeError(undefined)).toEqual({ status: 500, message: "Error" });
  });

  it("keeps a status carried by an Error", () => {
    const error = Object.assign(new Error("Unknown middleware nope"), { status: 500 });
    expect(describeError(error).status).toBe(500);
    const teapot = Object.assign(new Error("Short and stout"), { status: 418 });
    expect(describeError(teapot)).toEqual({ status: 418, message: "Short and stout" });
  });

  it("includes the stack only when asked (development builds)", () => {
    const error = new Error("boom");
    expect(describeError(error).stack).toBeUndefined();
    expect(describeError(error, { withStack: true }).stack).toContain("boom");
  });

  it("does not mistake a data() helper result for an error response", () => {
    // data() is what loaders throw; the router turns it into an ErrorResponse before the boundary sees it.
    expect(describeError(data("x", { status: 404 })).status).toBe(500);
  });
});
