import { describe, expect, test } from "vitest";
import { en } from "../../../app/i18n/texts/en";
import { es } from "../../../app/i18n/texts/es";
import { errorPageMeta } from "../../../app/page-head/error-page-meta";
import { pageMeta } from "../../../app/page-head/page-head.server";

const context = {
  site: {
    name: "Our Pandemic Year",
    tagline: "A tagline",
    description: "The description.",
    credits: "Credits.",
    newsroomRegions: ["Oakland"],
  },
  siteUrl: "https://stories.example",
  indexable: true,
  analytics: {},
  locale: "en" as const,
  texts: en,
};
const spanish = {
  ...context,
  site: { ...context.site, name: "Nuestro año de pandemia", tagline: "Descubriendo la vida en pandemia" },
  locale: "es" as const,
  texts: es,
};

describe("pageMeta", () => {
  test("says noindex on every page of a preview deploy, and on no indexable page of production", () => {
    const robots = (meta: ReturnType<typeof pageMeta>) => meta.filter((m) => "name" in m && m.name === "robots");
    expect(robots(pageMeta(context, { path: "/" }))).toEqual([]);
    expect(robots(pageMeta({ ...context, indexable: false }, { path: "/" }))).toEqual([
      { name: "robots", content: "noindex" },
    ]);
  });

  test("gives a sub-page its title, canonical URL, Open Graph and Twitter tags with the page's image", () => {
    const meta = pageMeta(context, {
      title: "Ana Ruiz",
      description: "Ana writes.",
      path: "/contribuitor/ana-ruiz",
      type: "profile",
      image: { url: "/assets/content/a-social.jpg", alt: "A portrait" },
    });
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: "Ana Ruiz | Our Pandemic Year" },
        { name: "description", content: "Ana writes." },
        { tagName: "link", rel: "canonical", href: "https://stories.example/contribuitor/ana-ruiz" },
        { property: "og:type", content: "profile" },
        { property: "og:url", content: "https://stories.example/contribuitor/ana-ruiz" },
        { property: "og:image", content: "https://stories.example/assets/content/a-social.jpg" },
        { property: "og:image:alt", content: "A portrait" },
        { name: "twitter:card", content: "summary_large_image" },
        { name: "twitter:image", content: "https://stories.example/assets/content/a-social.jpg" },
      ]),
    );
  });

  test("writes each JSON-LD object as its own script", () => {
    const meta = pageMeta(context, { path: "/", jsonLd: [{ "@type": "WebSite" }, { "@type": "VideoObject" }] });
    expect(meta.filter((m) => "script:ld+json" in m)).toEqual([
      { "script:ld+json": { "@type": "WebSite" } },
      { "script:ld+json": { "@type": "VideoObject" } },
    ]);
    expect(meta[0]).toEqual({ title: "Our Pandemic Year - A tagline" });
  });

  test("links both languages' pages and x-default (the English one) from either, the canonical its own", () => {
    const alternates = [
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://stories.example/contribuitor/ana-ruiz" },
      { tagName: "link", rel: "alternate", hrefLang: "es", href: "https://stories.example/es/contribuitor/ana-ruiz" },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://stories.example/contribuitor/ana-ruiz",
      },
    ];
    const english = pageMeta(context, { title: "Ana", path: "/contribuitor/ana-ruiz" });
    const spanishMeta = pageMeta(spanish, { title: "Ana", path: "/es/contribuitor/ana-ruiz" });
    expect(english).toEqual(expect.arrayContaining(alternates));
    expect(spanishMeta).toEqual(expect.arrayContaining(alternates));
    expect(english).toContainEqual({ property: "og:locale", content: "en_US" });
    expect(spanishMeta).toContainEqual({ property: "og:locale", content: "es_US" });
    expect(spanishMeta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://stories.example/es/contribuitor/ana-ruiz",
    });
  });

  test("titles the Spanish home page with the Spanish name and tagline", () => {
    expect(pageMeta(spanish, { path: "/es" })[0]).toEqual({
      title: "Nuestro año de pandemia - Descubriendo la vida en pandemia",
    });
  });
});

describe("errorPageMeta", () => {
  test("titles the not-found page in the page's language", () => {
    expect(errorPageMeta(404, context)[0]).toEqual({ title: "This page could not be found | Our Pandemic Year" });
    expect(errorPageMeta(404, spanish)[0]).toEqual({
      title: "No se pudo encontrar esta página | Nuestro año de pandemia",
    });
  });
});
