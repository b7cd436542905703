import type { Route } from "./+types/embed";
import { getStoryListings } from "../content/queries.server";
import { storyPath } from "../navigation/links";
import { pageMeta } from "../page-meta";
import { useSiteContext } from "../use-site-context";

export function loader() {
  return { stories: getStoryListings() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0].loaderData, { title: "Embed", path: "/embed", noindex: true });

/** The view partner sites put in an iframe: no site chrome, links open the full site. */
export default function Embed({ loaderData }: Route.ComponentProps) {
  const { site, siteUrl } = useSiteContext();
  return (
    <main id="main" className="embed" tabIndex={-1}>
      <h1>
        <a href={`${siteUrl}/`} target="_top">
          {site.name}
        </a>
      </h1>
      <p>{site.tagline}</p>
      <ul>
        {loaderData.stories.map((story) => (
          <li key={story.slug}>
            <a href={`${siteUrl}${storyPath(story.contributor.slug, story.slug)}`} target="_top">
              {story.title}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
