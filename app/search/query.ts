// The search query as the address and the field hold it, and what of it is searched.
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MIN_QUERY_LENGTH } from "./search-settings";

/**
 * The `q` of an address's query string (`?q=wifi`), as typed; "" when there is none or its
 * percent-encoding is broken (`?q=%E0%A4%A`): URLSearchParams would turn the broken bytes into
 * U+FFFD and search for those.
 */
export function readQuery(search: string): string {
  for (const pair of search.replace(/^\?/, "").split("&")) {
    const [name, value = ""] = pair.split("=", 2) as [string, string?];
    if (name !== "q") continue;
    try {
      return decodeURIComponent(value.replace(/\+/g, " "));
    } catch {
      return "";
    }
  }
  return "";
}

export type PreparedQuery = { kind: "empty" } | { kind: "too-short" } | { kind: "search"; text: string; cut: boolean };

/** What a typed query searches: nothing when blank, too short, or its first SEARCH_MAX_QUERY_LENGTH characters. */
export function prepareQuery(typed: string): PreparedQuery {
  const trimmed = typed.trim().replace(/\s+/g, " ");
  if (trimmed === "") return { kind: "empty" };
  const characters = [...trimmed];
  if (characters.length < SEARCH_MIN_QUERY_LENGTH) return { kind: "too-short" };
  if (characters.length <= SEARCH_MAX_QUERY_LENGTH) return { kind: "search", text: trimmed, cut: false };
  return { kind: "search", text: characters.slice(0, SEARCH_MAX_QUERY_LENGTH).join("").trim(), cut: true };
}
