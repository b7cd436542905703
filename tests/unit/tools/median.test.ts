import { describe, expect, it } from "vitest";
import { median } from "../../../tools/lib/median";

describe("median", () => {
  it("takes the middle run, or the mean of the two middle ones", () => {
    expect(median([97, 91, 99])).toBe(97);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });

  it("is not a number for no runs, rather than a figure nobody measured", () => {
    expect(median([])).toBeNaN();
  });
});
