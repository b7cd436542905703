import { describe, expect, it } from "vitest";
import { excerptParts } from "../../../app/search/excerpt";

describe("excerptParts", () => {
  it("splits Pagefind's excerpt into text and marked words", () => {
    expect(excerptParts("the <mark>wifi</mark> bus came <mark>late</mark>")).toEqual([
      { text: "the ", marked: false },
      { text: "wifi", marked: true },
      { text: " bus came ", marked: false },
      { text: "late", marked: true },
    ]);
  });

  it("turns escaped characters back into text, never into markup", () => {
    expect(excerptParts("a &lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>Ángeles</mark> &#39;x&#x27;")).toEqual([
      { text: "a <script>alert(1)</script> & ", marked: false },
      { text: "Ángeles", marked: true },
      { text: " 'x'", marked: false },
    ]);
  });

  it("leaves any other tag as text", () => {
    expect(excerptParts('<img src=x onerror="alert(1)"> <mark>x</mark>')).toEqual([
      { text: '<img src=x onerror="alert(1)"> ', marked: false },
      { text: "x", marked: true },
    ]);
  });

  it("joins neighbouring marks, and has no part for an empty excerpt", () => {
    expect(excerptParts("<mark>wi</mark><mark>fi</mark>")).toEqual([{ text: "wifi", marked: true }]);
    expect(excerptParts("")).toEqual([]);
  });
});
