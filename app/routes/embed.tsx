import type { Route } from "./+types/embed";
import { EmbedPage } from "../embed/embed-page";
import { getEmbedListing } from "../embed/embed-listing.server";
import { getFeaturedVideo } from "../content/site-queries.server";
import { embedPath } from "../addresses/site-paths";
import { pageMeta } from "../page-head/page-head.server";
import { getSiteContext } from "../page-head/site-context.server";

export async function loader({ request }: Route.LoaderArgs) {
  const context = getSiteContext(request);
  const { locale, texts } = context;
  // The canonical link follows the view, known only after hydration: EmbedPage renders it.
  const head = pageMeta(context, { title: texts.embedTitle, path: embedPath(locale), noindex: true, canonical: false });
  return { featuredVideo: await getFeaturedVideo(locale), listing: getEmbedListing(locale), head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** The view partner sites put in an iframe: no site chrome, links open the full site. */
export default function Embed({ loaderData }: Route.ComponentProps) {
  return <EmbedPage featuredVideo={loaderData.featuredVideo} listing={loaderData.listing} />;
}

/** A contributor's view whose payload failed to load (offline, a failed request) keeps the embed, in its default view. */
export function ErrorBoundary({ loaderData, error }: Route.ErrorBoundaryProps) {
  // Without its own data (never, once built) the embed has nothing to show: the root boundary takes it.
  if (!loaderData) throw error;
  return <EmbedPage featuredVideo={loaderData.featuredVideo} listing={loaderData.listing} unavailable />;
}
