import { data } from "react-router";
import type { Route } from "./+types/contributor";
import { ContributorList } from "../components/contributor-list";
import { ContributorProfile } from "../components/contributor-profile";
import { getContributor, getContributorListings } from "../content/queries.server";
import { hasValidSlug, validateParams } from "../navigation/validation";
import { pageMeta } from "../page-meta";

// The page's validation check (SPEC.md §5): a malformed slug is a 404, before any data loads,
// at build time for each pre-rendered path and on each client navigation.
export const middleware = [validateParams(hasValidSlug)];
export const clientMiddleware = [validateParams<undefined>(hasValidSlug)];

export function loader({ params }: Route.LoaderArgs) {
  if (!params.slug) return { view: "index" as const, contributors: getContributorListings() };
  const contributor = getContributor(params.slug);
  if (!contributor) throw data(null, { status: 404 });
  return { view: "profile" as const, contributor };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  loaderData?.view === "profile"
    ? pageMeta(matches[0].loaderData, {
        title: loaderData.contributor.name,
        description: loaderData.contributor.bio,
        path: location.pathname,
      })
    : pageMeta(matches[0].loaderData, { title: "Contributors", path: "/contribuitor" });

export default function ContributorPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1}>
      {loaderData.view === "profile" ? (
        <ContributorProfile contributor={loaderData.contributor} />
      ) : (
        <>
          <h1>Contributors</h1>
          <ContributorList contributors={loaderData.contributors} />
        </>
      )}
    </main>
  );
}
