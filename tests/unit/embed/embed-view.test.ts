import { describe, expect, it } from "vitest";
import { embedViewPath } from "../../../app/embed/embed-snippets";
import { chooseEmbedView, embedViewKey, listedStories } from "../../../app/embed/embed-view";
import { sampleListing } from "./sample-listing";

const listing = sampleListing;

const choose = (search: string) => chooseEmbedView(new URLSearchParams(search), listing);

describe("chooseEmbedView", () => {
  it("shows the default view without parameters", () => {
    expect(choose("")).toEqual({ view: { kind: "default" } });
  });

  it("shows a known contributor or newsroom, with its name", () => {
    expect(choose("?contributor=ana-ruiz").view).toEqual({ kind: "contributor", slug: "ana-ruiz", name: "Ana Ruiz" });
    expect(choose("?newsroom=valley-ink").view).toEqual({ kind: "newsroom", slug: "valley-ink", name: "Valley Ink" });
  });

  it("prefers the contributor when both are given, and falls back to a known newsroom", () => {
    expect(choose("?newsroom=bayline&contributor=lin-tran").view.kind).toBe("contributor");
    expect(choose("?newsroom=bayline&contributor=nobody").view).toMatchObject({ kind: "newsroom", slug: "bayline" });
  });

  it("shows a known story with its contributor, before a contributor or newsroom also given", () => {
    expect(choose("?story=night-shift").view).toEqual({
      kind: "story",
      slug: "night-shift",
      name: "Night shift",
      contributor: { slug: "lin-tran", name: "Lin Tran" },
    });
    expect(choose("?story=night-shift&contributor=ana-ruiz").view.kind).toBe("story");
    expect(choose("?story=nothing&contributor=ana-ruiz").view.kind).toBe("contributor");
    for (const search of ["?story=nothing", "?story=Night-Shift", "?story=../night-shift"]) {
      expect(choose(search).view, search).toEqual({ kind: "default" });
    }
    expect(embedViewPath(choose("?story=night-shift").view, "es")).toBe("/es/embed?story=night-shift");
  });

  it("reads the theme, alone or combined", () => {
    expect(choose("?theme=dark")).toEqual({ view: { kind: "default" }, theme: "dark" });
    expect(choose("?contributor=ana-ruiz&theme=light")).toMatchObject({
      view: { kind: "contributor" },
      theme: "light",
    });
  });

  it("shows the default view for unknown or malformed values", () => {
    for (const search of [
      "?contributor=nobody",
      "?contributor=",
      "?contributor=Ana-Ruiz",
      "?contributor=../ana-ruiz",
      "?contributor=ana-ruiz%00",
      "?newsroom=bayline/",
      "?newsroom=__proto__",
      "?theme=Dark",
      "?theme=",
      "?theme=toString",
    ]) {
      expect(choose(search), search).toEqual({ view: { kind: "default" } });
    }
  });

  it("ignores the parameters a Pym.js parent adds", () => {
    expect(choose("?contributor=ana-ruiz&initialWidth=640&childId=pym-0&parentTitle=News&parentUrl=x").view.kind).toBe(
      "contributor",
    );
  });
});

describe("embedViewPath and embedViewKey", () => {
  it("name each view", () => {
    expect(embedViewPath({ kind: "default" })).toBe("/embed");
    expect(embedViewPath({ kind: "contributor", slug: "ana-ruiz", name: "Ana Ruiz" })).toBe(
      "/embed?contributor=ana-ruiz",
    );
    expect(embedViewKey({ kind: "newsroom", slug: "bayline", name: "Bayline" })).toBe("newsroom:bayline");
  });
});

describe("listedStories", () => {
  it("lists every story, or a newsroom's contributors' stories", () => {
    expect(listedStories(listing).map((s) => s.slug)).toEqual(["kitchen-table", "night-shift", "first-paycheck"]);
    expect(listedStories(listing, "bayline")).toEqual([
      { slug: "kitchen-table", title: "The kitchen table school", contributor: { slug: "ana-ruiz", name: "Ana Ruiz" } },
      { slug: "first-paycheck", title: "First paycheck", contributor: { slug: "ana-ruiz", name: "Ana Ruiz" } },
    ]);
  });
});
