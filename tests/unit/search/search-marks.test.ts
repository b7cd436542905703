import { describe, expect, it } from "vitest";
import { searchMarks } from "../../../app/search/search-marks.server";

describe("searchMarks", () => {
  it("marks an entry for Pagefind: its body, its record, and each filter from an attribute of its own", () => {
    const record = {
      kind: "story" as const,
      slug: "the-wifi-bus",
      title: "The Wi-Fi bus, and us",
      contributor: { slug: "luis-mendoza", name: "Luis Mendoza" },
      newsroom: "Desert Bloom Voices",
      date: "2020-11-05",
      dateText: "November 5, 2020",
    };
    expect(searchMarks(record, { newsroom: "desert-bloom-voices", language: "en", video: true })).toEqual({
      "data-pagefind-body": "",
      "data-pagefind-meta": "record[data-search-record]",
      "data-search-record": JSON.stringify(record),
      "data-pagefind-filter":
        "kind[data-search-kind], newsroom[data-search-newsroom], language[data-search-language], video[data-search-video]",
      "data-search-kind": "story",
      "data-search-newsroom": "desert-bloom-voices",
      "data-search-language": "en",
      "data-search-video": "yes",
    });
  });

  it("leaves out the filters an entry has no value for", () => {
    const marks = searchMarks(
      { kind: "newsroom", slug: "valley-ink", name: "Valley Ink", region: "Fresno" },
      { language: "es" },
    );
    expect(marks["data-pagefind-filter"]).toBe("kind[data-search-kind], language[data-search-language]");
    expect(marks).not.toHaveProperty("data-search-video");
    expect(marks).not.toHaveProperty("data-search-newsroom");
  });
});
