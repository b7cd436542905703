import type { Route } from "./+types/offline";
import { OFFLINE_TEXTS } from "../i18n/texts/offline";
import { offlinePath } from "../addresses/site-paths";
import { OfflinePage } from "../offline/offline-page";
import { pageMeta } from "../page-head/page-head.server";
import { getSiteContext } from "../page-head/site-context.server";

export function loader({ request }: Route.LoaderArgs) {
  const context = getSiteContext(request);
  const { locale } = context;
  const texts = OFFLINE_TEXTS[locale];
  return {
    head: pageMeta(context, { title: texts.offlineTitle, path: offlinePath(locale), noindex: true }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** What the service worker shows offline for a page not kept on this device (app/offline/). */
export default function Offline() {
  return <OfflinePage />;
}
