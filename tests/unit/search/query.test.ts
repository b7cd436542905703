import { describe, expect, it } from "vitest";
import { SEARCH_MAX_QUERY_LENGTH } from "../../../app/search/search-settings";
import { prepareQuery, readQuery } from "../../../app/search/query";

describe("readQuery", () => {
  it("reads q from the address, decoded, + as a space", () => {
    expect(readQuery("?q=wifi")).toBe("wifi");
    expect(readQuery("?q=the+wifi%20bus")).toBe("the wifi bus");
    expect(readQuery("?theme=dark&q=%C3%81ngeles")).toBe("Ángeles");
    expect(readQuery("q=cocina")).toBe("cocina");
  });

  it("is empty without a q, or when its percent-encoding is broken", () => {
    expect(readQuery("")).toBe("");
    expect(readQuery("?qq=wifi")).toBe("");
    expect(readQuery("?q=%E0%A4%A")).toBe("");
    expect(readQuery("?q=%")).toBe("");
  });
});

describe("prepareQuery", () => {
  it("searches nothing for blank input, and asks for two letters at least", () => {
    expect(prepareQuery("")).toEqual({ kind: "empty" });
    expect(prepareQuery("   ")).toEqual({ kind: "empty" });
    expect(prepareQuery(" k ")).toEqual({ kind: "too-short" });
    // One emoji is one character, though two UTF-16 units.
    expect(prepareQuery("😷")).toEqual({ kind: "too-short" });
  });

  it("searches the words as typed, spaces tidied", () => {
    expect(prepareQuery("  wifi   bus ")).toEqual({ kind: "search", text: "wifi bus", cut: false });
    expect(prepareQuery("مرحبا")).toEqual({ kind: "search", text: "مرحبا", cut: false });
  });

  it("searches the first characters of a very long query, and says it was cut", () => {
    const prepared = prepareQuery("a".repeat(10_000));
    expect(prepared).toEqual({ kind: "search", text: "a".repeat(SEARCH_MAX_QUERY_LENGTH), cut: true });
    // Cut by characters, never inside an emoji.
    const emoji = prepareQuery("😷".repeat(SEARCH_MAX_QUERY_LENGTH + 5));
    expect(emoji).toMatchObject({ cut: true, text: "😷".repeat(SEARCH_MAX_QUERY_LENGTH) });
  });
});
