import { describe, expect, it } from "vitest";
import { en, enSearch } from "../../../app/i18n/texts/en";
import { es, esSearch } from "../../../app/i18n/texts/es";
import { describeCounts } from "../../../app/search/result-count";

const none = { story: 0, contributor: 0, newsroom: 0 };

describe("describeCounts", () => {
  it("counts stories in each language, singular and plural", () => {
    expect(describeCounts({ ...none, story: 3 }, enSearch, en)).toBe("3 stories found");
    expect(describeCounts({ ...none, story: 1 }, enSearch, en)).toBe("1 story found");
    expect(describeCounts({ ...none, story: 3 }, esSearch, es)).toBe("3 historias encontradas");
    expect(describeCounts({ ...none, story: 1 }, esSearch, es)).toBe("1 historia encontrada");
  });

  it("counts one kind of entry with its own words", () => {
    expect(describeCounts({ ...none, contributor: 1 }, esSearch, es)).toBe("1 participante encontrado");
    expect(describeCounts({ ...none, newsroom: 2 }, esSearch, es)).toBe("2 redacciones encontradas");
    expect(describeCounts({ ...none, newsroom: 1 }, enSearch, en)).toBe("1 newsroom found");
  });

  it("lists the kinds when the results mix them", () => {
    expect(describeCounts({ story: 3, contributor: 1, newsroom: 0 }, enSearch, en)).toBe(
      "Found 3 stories and 1 contributor",
    );
    expect(describeCounts({ story: 1, contributor: 2, newsroom: 1 }, esSearch, es)).toBe(
      "Encontramos 1 historia, 2 participantes y 1 redacción",
    );
  });

  it("writes large counts as the language does, and nothing for no result", () => {
    expect(describeCounts({ ...none, story: 1200 }, enSearch, en)).toBe("1,200 stories found");
    expect(describeCounts(none, enSearch, en)).toBe("");
  });
});
