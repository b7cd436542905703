import type { Route } from "./+types/home";
import { StoryList } from "../components/story-list";
import { getStoryListings } from "../content/queries.server";
import { pageMeta } from "../page-meta";
import { useSiteContext } from "../use-site-context";

export function loader() {
  return { stories: getStoryListings() };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0].loaderData, { path: "/" });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { site } = useSiteContext();
  return (
    <main id="main" tabIndex={-1}>
      <section className="hero">
        <h1>{site.name}</h1>
        <p className="hero__tagline">{site.tagline}</p>
      </section>
      <section id="about" aria-labelledby="about-title">
        <h2 id="about-title">About the project</h2>
        <p>{site.description}</p>
      </section>
      <section id="stories" aria-labelledby="stories-title">
        <h2 id="stories-title">Stories</h2>
        <StoryList stories={loaderData.stories} />
      </section>
    </main>
  );
}
