import { describe, expect, test } from "vitest";
import { SHARE_SERVICES } from "../../../app/share/share-services";

const ITEM = {
  title: "Fish & chips: a year",
  text: "One line, with a comma & more.",
  url: "https://stories.example/contribuitor/ana-ruiz#fish-and-chips",
};
const hrefOf = (method: string) => SHARE_SERVICES.find((service) => service.method === method)!.href(ITEM);

describe("SHARE_SERVICES", () => {
  test("each service is given the title and the URL, whole, in its own parameters", () => {
    const params = (href: string) => Object.fromEntries(new URL(href).searchParams);
    expect(params(hrefOf("email"))).toEqual({ subject: ITEM.title, body: `${ITEM.text}\n\n${ITEM.url}` });
    expect(params(hrefOf("whatsapp"))).toEqual({ text: `${ITEM.title} ${ITEM.url}` });
    expect(params(hrefOf("facebook"))).toEqual({ u: ITEM.url });
    expect(params(hrefOf("x"))).toEqual({ text: ITEM.title, url: ITEM.url });
    expect(params(hrefOf("bluesky"))).toEqual({ text: `${ITEM.title} ${ITEM.url}` });
  });

  test("spaces are %20, never +, which mail programs show as a plus sign (RFC 6068)", () => {
    for (const service of SHARE_SERVICES) expect(service.href(ITEM), service.method).not.toContain("+");
    expect(hrefOf("email")).toMatch(/^mailto:\?subject=Fish%20%26%20chips%3A%20a%20year&body=/);
  });

  test("the fragment stays in the shared URL, encoded, so the link lands on the story", () => {
    expect(hrefOf("facebook")).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fstories.example%2Fcontribuitor%2Fana-ruiz%23fish-and-chips",
    );
  });
});
