import { describe, expect, it } from "vitest";
import { connectionAllowsPrefetch } from "../../../app/navigation/connection-hints";
import { prefetchPayloadFor } from "../../../app/prefetch/prefetch-policy";

const here = new URL("http://localhost:3000/contribuitor/ana-ruiz");

describe("connectionAllowsPrefetch", () => {
  it("allows a connection it knows nothing of, and 3G or better", () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "3g" })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "4g", saveData: false })).toBe(true);
  });
  it("refuses when the reader asked to save data, or on 2G", () => {
    expect(connectionAllowsPrefetch({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "slow-2g" })).toBe(false);
  });
});

describe("prefetchPayloadFor", () => {
  it("gives the payload of a page of this site, home included", () => {
    expect(prefetchPayloadFor("/contribuitor/ana-ruiz/kitchen-table", here)).toBe(
      "/contribuitor/ana-ruiz/kitchen-table.data",
    );
    expect(prefetchPayloadFor("/", here)).toBe("/_.data");
    expect(prefetchPayloadFor("/es", here)).toBe("/es.data");
    expect(prefetchPayloadFor("/#stories", here)).toBe("/_.data");
  });
  it("skips other sites, files, the embed and the page itself", () => {
    expect(prefetchPayloadFor("https://example.org/contribuitor", here)).toBeUndefined();
    expect(prefetchPayloadFor("/feed.xml", here)).toBeUndefined();
    expect(prefetchPayloadFor("/es/feed.json", here)).toBeUndefined();
    expect(prefetchPayloadFor("/assets/content/hero-abc.avif", here)).toBeUndefined();
    expect(prefetchPayloadFor("/embed", here)).toBeUndefined();
    expect(prefetchPayloadFor("/es/embed?story=x", here)).toBeUndefined();
    expect(prefetchPayloadFor("/contribuitor/ana-ruiz#kitchen-table", here)).toBeUndefined();
    expect(prefetchPayloadFor("mailto:someone@example.org", here)).toBeUndefined();
  });
  it("skips a path the build did not pre-render, when the list is known", () => {
    const pages = new Set(["/", "/contribuitor"]);
    expect(prefetchPayloadFor("/contribuitor", here, pages)).toBe("/contribuitor.data");
    expect(prefetchPayloadFor("/contributor", here, pages)).toBeUndefined();
  });
});
