import { Outlet } from "react-router";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { useSiteContext } from "../use-site-context";

/** The one default layout: header, main, footer. */
export default function SiteLayout() {
  const { site, analytics } = useSiteContext();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader siteName={site.name} />
      <Outlet />
      <SiteFooter
        siteName={site.name}
        credits={site.credits}
        newsroomRegions={site.newsroomRegions}
        analytics={analytics}
      />
    </>
  );
}
