import { data } from "react-router";
import type { Route } from "./+types/story";
import { StoryPage } from "../story/story-page";
import { getStoryPage, getStoryShareCard } from "../content/story-queries.server";
import { newsArticleJsonLd } from "../page-head/structured-data.server";
import { oembedPath, storyPath } from "../addresses/site-paths";
import { hasValidStorySlugs, validateParams } from "../navigation/validation";
import { pageMeta } from "../page-head/page-head.server";
import { storySearchMarks } from "../search/search-marks.server";
import { getSiteContext } from "../page-head/site-context.server";

// The page's validation check: a malformed slug is a 404, before any data loads: here at build
// time for each pre-rendered path, and on each client navigation from the root (app/navigation/validation.ts).
export const middleware = [validateParams(hasValidStorySlugs)];

export async function loader({ params, request }: Route.LoaderArgs) {
  const context = getSiteContext(request);
  const { locale, site, siteUrl } = context;
  const [page, card] = await Promise.all([
    getStoryPage(params.slug, params.story, locale),
    getStoryShareCard(params.slug, params.story, locale),
  ]);
  if (!page || !card) throw data(null, { status: 404 });
  const { story } = page;
  const path = storyPath(story.contributor.slug, story.slug, locale);
  const head = pageMeta(context, {
    title: story.title,
    description: story.summary,
    path,
    type: "article",
    oembed: oembedPath(path),
    image: { url: card.url, width: card.width, height: card.height, alt: `${story.title}. ${story.hero.alt}` },
    jsonLd: [newsArticleJsonLd(story, site, siteUrl, locale, page.transcript)],
  });
  return { page, head, searchMarks: storySearchMarks(story, locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Story({ loaderData }: Route.ComponentProps) {
  return (
    // The whole width: the story lays out its own column, and its opening spans the screen (story-page.css).
    <main id="main" tabIndex={-1} className="main--full">
      <StoryPage page={loaderData.page} searchMarks={loaderData.searchMarks} />
    </main>
  );
}
