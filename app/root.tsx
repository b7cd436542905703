import { type ReactNode, Suspense, lazy, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./error-page/error-page";
import { ErrorPageGuard } from "./error-page/error-page-guard";
import { SiteChrome } from "./components/site-chrome";
import { useOptionalSiteContext } from "./site-context/use-site-context";
import { BeforeHydrationScript } from "./before-hydration/before-hydration-script";
import { WebFontsScript } from "./fonts/web-fonts-script";
import { SITE_FOOTER_ID } from "./components/site-footer";
import { describeError } from "./navigation/describe-error";
import { useOptionalTexts } from "./i18n/use-texts";
import { isEmbedPath, localeOfPath } from "./addresses/site-paths";
import { NavigationRecovery } from "./navigation/navigation-recovery";
import { NavigationPreload } from "./navigation/navigation-preload";
import { RetryNavigation, useNavigationError } from "./navigation/navigation-error";
import { OfflineBanner } from "./navigation/online-status";
import { prerenderedRouteMiddleware } from "./navigation/prerendered-route-middleware";
import { pageParamsCheck, validateParams } from "./navigation/validation";
import { ProgressBar } from "./navigation/progress-bar";
import { RouteAnnouncer } from "./navigation/route-announcer";
import { ScrollManager } from "./navigation/scroll-manager";
import { errorPageMeta } from "./page-head/error-page-meta";
import { startAfterHydration } from "./offline/after-hydration";
import { loadRouteManifest } from "./navigation/route-manifest";
import { keepLandingPage } from "./analytics/landing-page";
import { markHydrated } from "./before-hydration/hydrated";
import { WEB_FONTS_ATTRIBUTE } from "./fonts/web-fonts";
import { getSiteContext } from "./page-head/site-context.server";
import "./fonts/fonts.css";
import "./styles/global.css";
import "./navigation/navigation.css";
import "./styles/print.css";

/** Read at build time, per page: the page's language is its path's (`/es/…` is Spanish). */
export function loader({ request }: Route.LoaderArgs) {
  return getSiteContext(request);
}

/**
 * The root's data is the page's language (its site settings and texts): a navigation to the
 * other language takes the new page's, which React Router would otherwise keep, the root's
 * params being the same.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate;
}

export const clientMiddleware = [prerenderedRouteMiddleware, validateParams<undefined>(pageParamsCheck)];

// The list of pre-rendered pages, which a client navigation checks its target against before it
// asks for the payload, asked for as the page's code starts: on a slow phone it is in before
// hydration ends, where asked for after it a tap just then waited for it (docs/decisions/048).
// Never on the embed, whose links open the site in the top window.
if (typeof window !== "undefined" && !isEmbedPath(window.location.pathname)) void loadRouteManifest().catch(() => {});
if (typeof window !== "undefined") keepLandingPage();

// Third parties' glue, fetched only by builds that turn them on (GTM_ID, META_PIXEL_ID): the
// others never load it.
const TagManager = lazy(() => import("./analytics/tag-manager").then((m) => ({ default: m.TagManager })));
const MetaPixel = lazy(() => import("./analytics/meta-pixel").then((m) => ({ default: m.MetaPixel })));

export function Layout({ children }: { children: ReactNode }) {
  const context = useRouteLoaderData<typeof loader>("root");
  const { gtmId, metaPixelId } = context?.analytics ?? {};
  const texts = useOptionalTexts();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const embed = isEmbedPath(pathname);
  return (
    // The root element's data attributes are the page's own, set before and after hydration
    // (web fonts, hydrated): suppressHydrationWarning keeps development builds from warning.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No first paint of a half-parsed page: a slow phone's parser may yield mid-page, and the rest,
            arriving, would move what was painted. Rendering waits for the footer, that is for the
            header and the main content whole (at the end of the parse where there is none); docs/decisions/046. */}
        <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
        <Meta />
        <WebFontsScript />
        <Links />
      </head>
      <body>
        {children}
        <BeforeHydrationScript />
        <Suspense fallback={null}>
          {gtmId && <TagManager gtmId={gtmId} embed={embed} language={locale} />}
          {/* Never on the embed: partners' readers did not come to this site. */}
          {metaPixelId && !embed && <MetaPixel pixelId={metaPixelId} />}
        </Suspense>
        {/* Client navigation behaviour (app/navigation): mounted here, around both the page and the error boundary. */}
        <ProgressBar label={texts?.progressBarLabel} />
        <OfflineBanner message={texts?.offlineBanner} />
        <RouteAnnouncer />
        <ScrollManager />
        <NavigationRecovery />
        <NavigationPreload />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    markHydrated();
    // A first visit: the web fonts once the page works (a browser that has them switched them on in the head).
    if (!document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)) {
      void import("./fonts/switch-to-web-fonts").then((module) => module.switchToWebFonts()).catch(() => {});
    }
    if (!isEmbedPath(window.location.pathname)) startAfterHydration();
  }, []);
  return <Outlet />;
}

export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  error ? errorPageMeta(describeError(error).status, loaderData) : [];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { offline, ...description } = useNavigationError(error, import.meta.env.DEV);
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const context = useOptionalSiteContext();
  const page = (
    <>
      <ErrorPage {...description} />
      {offline && <RetryNavigation />}
    </>
  );
  // In the site's layout, as every page is; the embed's has none, and without the site's settings there is none to draw.
  return (
    <ErrorPageGuard locale={locale}>
      {context && !isEmbedPath(pathname) ? <SiteChrome context={context}>{page}</SiteChrome> : page}
    </ErrorPageGuard>
  );
}
