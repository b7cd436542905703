import type { Route } from "./+types/about";
import { MastheadPage } from "../about/masthead-page";
import { getMastheadPage } from "../content/masthead-queries.server";
import { aboutPath } from "../addresses/site-paths";
import { pageMeta } from "../page-head/page-head.server";
import { getSiteContext } from "../page-head/site-context.server";

export async function loader({ request }: Route.LoaderArgs) {
  const context = getSiteContext(request);
  const page = await getMastheadPage(context.locale);
  const head = pageMeta(context, { title: page.title, description: page.summary, path: aboutPath(context.locale) });
  return { page, head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** The masthead: who makes the site, and how. */
export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1}>
      <MastheadPage page={loaderData.page} />
    </main>
  );
}
