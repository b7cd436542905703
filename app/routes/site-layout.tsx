import { Outlet } from "react-router";
import { SiteChrome } from "../components/site-chrome";
import { useOptionalSiteContext } from "../site-context/use-site-context";

/** The one default layout: header, main, footer. */
export default function SiteLayout() {
  // Read here (and so remembered) for the root's error boundary too, which may come without the root's data.
  const context = useOptionalSiteContext();
  if (!context) throw new Error("The root loader's site settings are missing");
  return (
    <SiteChrome context={context}>
      <Outlet />
    </SiteChrome>
  );
}
