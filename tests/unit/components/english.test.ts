import { describe, expect, test } from "vitest";
import { listInWords, numberInWords } from "../../../app/components/english";

describe("numberInWords", () => {
  test("writes small counts as words and larger ones as numerals", () => {
    expect(numberInWords(4)).toBe("four");
    expect(numberInWords(10)).toBe("ten");
    expect(numberInWords(11)).toBe("11");
  });
});

describe("listInWords", () => {
  test("joins with commas and a final 'and', without a serial comma", () => {
    expect(listInWords([])).toBe("");
    expect(listInWords(["Oakland"])).toBe("Oakland");
    expect(listInWords(["Oakland", "Fresno"])).toBe("Oakland and Fresno");
    expect(listInWords(["Oakland", "Fresno", "Los Angeles", "Eastern Coachella Valley"])).toBe(
      "Oakland, Fresno, Los Angeles and Eastern Coachella Valley",
    );
  });
});
