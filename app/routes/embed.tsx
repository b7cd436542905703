import type { Route } from "./+types/embed";
import { VideoPlayer } from "../components/video-player";
import { getFeaturedVideo, getStoryListings } from "../content/queries.server";
import { storyPath } from "../navigation/links";
import { pageMeta } from "../page-meta";
import { useSiteContext } from "../use-site-context";

export async function loader() {
  // Only what the embed shows: titles and who told them, not images or summaries.
  const stories = (await getStoryListings()).map(({ slug, title, contributor }) => ({ slug, title, contributor }));
  return { featuredVideo: await getFeaturedVideo(), stories };
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
      <VideoPlayer video={loaderData.featuredVideo} priority />
      <ul>
        {loaderData.stories.map((story) => (
          <li key={story.slug}>
            <a href={`${siteUrl}${storyPath(story.contributor.slug, story.slug)}`} target="_top">
              {story.title}
            </a>{" "}
            <span className="embed__by">by {story.contributor.name}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
