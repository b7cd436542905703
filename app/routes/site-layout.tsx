import { Outlet } from "react-router";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { useTexts } from "../i18n/use-texts";
import { useSiteContext } from "../page-head/use-site-context";

/** The one default layout: header, main, footer. */
export default function SiteLayout() {
  const { site, analytics, newsletter } = useSiteContext();
  const texts = useTexts();
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.skipToContent}
      </a>
      <SiteHeader siteName={site.name} />
      <Outlet />
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
