import { Outlet } from "react-router";
import { SiteChrome } from "../components/site-chrome";
import { useSiteContext } from "../page-head/use-site-context";

/** The one default layout: header, main, footer. */
export default function SiteLayout() {
  return (
    <SiteChrome context={useSiteContext()}>
      <Outlet />
    </SiteChrome>
  );
}
