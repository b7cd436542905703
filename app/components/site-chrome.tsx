import type { ReactNode } from "react";
import { useTexts } from "../i18n/use-texts";
import type { SiteContext } from "../site-context/site-context";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The one default layout around a page: the skip link, the header, the page, the footer. The error pages have it too. */
export function SiteChrome({ context, children }: { context: SiteContext; children: ReactNode }) {
  const { site, analytics, newsletter } = context;
  const texts = useTexts();
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.skipToContent}
      </a>
      <SiteHeader siteName={site.name} />
      {children}
      <SiteFooter
        siteName={site.name}
        credits={site.credits}
        newsroomRegions={site.newsroomRegions}
        analytics={analytics}
        newsletter={newsletter}
      />
    </>
  );
}
