import { Outlet } from "react-router";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { useWebFontsOnRouteChange } from "../fonts/use-web-fonts";
import { useTexts } from "../i18n/use-texts";
import { useSiteContext } from "../page-head/use-site-context";

/** The one default layout: header, main, footer. */
export default function SiteLayout() {
  const { site, analytics, newsletter } = useSiteContext();
  const texts = useTexts();
  const fonts = useWebFontsOnRouteChange() ? "web-fonts" : "system-fonts";
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.skipToContent}
      </a>
      <SiteHeader key={`header-${fonts}`} siteName={site.name} />
      <Outlet />
      <SiteFooter
        key={`footer-${fonts}`}
        siteName={site.name}
        credits={site.credits}
        newsroomRegions={site.newsroomRegions}
        analytics={analytics}
        newsletter={newsletter}
      />
    </>
  );
}
