/** Small counts as readers write them ("four youth newsrooms"); larger ones as numerals. */
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

export function numberInWords(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** "Oakland", "Oakland and Fresno", "Oakland, Fresno and Los Angeles": the site's house style, no serial comma. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
