import type { Route } from "./+types/search";
import { SiteSearch } from "../search/site-search";
import { getSearchFilters } from "../content/newsroom-queries.server";
import { getSearchTexts } from "../i18n/interface-texts.server";
import { searchPath } from "../addresses/site-paths";
import { pageMeta } from "../page-head/page-head.server";
import { getSiteContext } from "../page-head/site-context.server";

export function loader({ request }: Route.LoaderArgs) {
  const context = getSiteContext(request);
  const { locale } = context;
  const texts = getSearchTexts(locale);
  const head = pageMeta(context, { title: texts.title, description: texts.description, path: searchPath(locale) });
  return { texts, newsrooms: getSearchFilters(locale), head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** The search page: pre-rendered with an empty field, which the address's `?q=` fills once it runs. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { texts, newsrooms } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="search-page">
      <header className="page-intro">
        <h1>{texts.heading}</h1>
      </header>
      <SiteSearch texts={texts} newsrooms={newsrooms} />
    </main>
  );
}
