import { describe, expect, test } from "vitest";
import { fill, listInWords, numberInWords } from "../../../app/i18n/interface-texts";
import { formatDate } from "../../../app/i18n/interface-texts.server";
import { getInterfaceTexts } from "../../../app/i18n/interface-texts.server";
import { en } from "../../../app/i18n/texts/en";
import { es } from "../../../app/i18n/texts/es";

describe("the interface dictionaries", () => {
  test("give each language its own texts, with the same keys and every text written", () => {
    expect(getInterfaceTexts("en")).toBe(en);
    expect(getInterfaceTexts("es")).toBe(es);
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(es)) {
      if (typeof value === "string") expect(value, key).not.toBe("");
    }
  });

  test("quote the specification's and the issue's texts exactly", () => {
    expect(en.notFound).toBe("This page could not be found");
    expect(es.notFound).toBe("No se pudo encontrar esta página");
    expect(es.progressBarLabel).toBe("Cargando la página");
    expect(fill(es.playVideo, { title: "Noche" })).toBe("Reproducir video: Noche");
    expect(fill(en.playVideo, { title: "Night" })).toBe("Play video: Night");
  });
});

describe("fill", () => {
  test("fills named holes and leaves unknown ones", () => {
    expect(fill("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});

describe("numberInWords", () => {
  test("writes small counts as words and larger ones as numerals", () => {
    expect(numberInWords(4, en)).toBe("four");
    expect(numberInWords(4, es)).toBe("cuatro");
    expect(numberInWords(10, en)).toBe("ten");
    expect(numberInWords(11, es)).toBe("11");
  });
});

describe("listInWords", () => {
  test("joins with commas and a final 'and' (or 'y'), without a serial comma", () => {
    expect(listInWords([], en)).toBe("");
    expect(listInWords(["Oakland"], en)).toBe("Oakland");
    expect(listInWords(["Oakland", "Fresno"], en)).toBe("Oakland and Fresno");
    expect(listInWords(["Oakland", "Fresno", "Los Angeles", "Eastern Coachella Valley"], en)).toBe(
      "Oakland, Fresno, Los Angeles and Eastern Coachella Valley",
    );
    expect(listInWords(["Oakland", "Fresno", "Los Ángeles"], es)).toBe("Oakland, Fresno y Los Ángeles");
  });
});

describe("formatDate", () => {
  test("writes a content date as each language's readers do, whatever the time zone", () => {
    expect(formatDate("2020-10-14", en)).toBe("October 14, 2020");
    expect(formatDate("2020-10-14", es)).toBe("14 de octubre de 2020");
  });
});
