import { describe, expect, test } from "vitest";
import { pageMeta } from "../../../app/page-meta";

const context = {
  site: {
    name: "Our Pandemic Year",
    tagline: "A tagline",
    description: "The description.",
    credits: "Credits.",
    newsroomRegions: ["Oakland"],
  },
  siteUrl: "https://stories.example",
  analytics: {},
};

describe("pageMeta", () => {
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
});
