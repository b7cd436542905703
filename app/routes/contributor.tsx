import { data } from "react-router";
import type { Route } from "./+types/contributor";
import { ContributorList } from "../contributor/contributor-list";
import { ContributorProfile } from "../contributor/contributor-profile";
import { EmbedCode } from "../embed/embed-code";
import { getEmbedCode } from "../embed/embed-code.server";
import { VideoPlayer } from "../video/video-player";
import { NewsroomMap } from "../newsroom-map/newsroom-map";
import { getNewsroomMap } from "../newsroom-map/newsroom-map.server";
import { getContributor, getContributorListings } from "../content/contributor-queries.server";
import { getFeaturedVideo } from "../content/site-queries.server";
import type { ContributorProfilePayload } from "../content/types";
import { contributorJsonLd } from "../page-head/structured-data.server";
import { fill } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import { absoluteUrl, contributorIndexPath, contributorPath, oembedPath } from "../addresses/site-paths";
import { hasValidSlug, validateParams } from "../navigation/validation";
import { pageMeta, socialImageUrl } from "../page-head/page-head.server";
import { contributorSearchMarks } from "../search/search-marks.server";
import { getSiteContext } from "../page-head/site-context.server";

// The page's validation check: a malformed slug is a 404, before any data loads: here at build
// time for each pre-rendered path, and on each client navigation from the root (app/navigation/validation.ts).
export const middleware = [validateParams(hasValidSlug)];

export async function loader({ params, request }: Route.LoaderArgs) {
  const context = getSiteContext(request);
  const { locale, site, siteUrl, texts } = context;
  if (!params.slug) {
    const [contributors, video] = await Promise.all([getContributorListings(locale), getFeaturedVideo(locale)]);
    const portrait = contributors[0]?.portrait;
    const head = pageMeta(context, {
      title: texts.contributors,
      description: texts.contributorsDescription,
      path: contributorIndexPath(locale),
      ...(portrait ? { image: { url: socialImageUrl(portrait), alt: portrait.alt } } : {}),
    });
    return { view: "index" as const, contributors, video, newsroomMap: getNewsroomMap(locale), head };
  }
  const contributor = await getContributor(params.slug, locale);
  if (!contributor) throw data(null, { status: 404 });
  const embedCode = getEmbedCode({ kind: "contributor", slug: contributor.slug, name: contributor.name }, locale);
  const path = contributorPath(contributor.slug, locale);
  const lead = contributor.stories[0]?.hero ?? contributor.portrait;
  const head = pageMeta(context, {
    title: contributor.name,
    description: contributor.bio,
    path,
    type: "profile",
    oembed: oembedPath(path),
    image: { url: socialImageUrl(lead), alt: lead.alt },
    jsonLd: contributorJsonLd(contributor, site, siteUrl, absoluteUrl(siteUrl, path), locale),
  });
  const profile: ContributorProfilePayload = { view: "profile", contributor };
  return { ...profile, embedCode, head, searchMarks: contributorSearchMarks(contributor, locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function ContributorPage({ loaderData }: Route.ComponentProps) {
  const texts = useTexts();
  return (
    <main id="main" tabIndex={-1}>
      {loaderData.view === "profile" ? (
        <>
          <ContributorProfile contributor={loaderData.contributor} searchMarks={loaderData.searchMarks} />
          <EmbedCode
            code={loaderData.embedCode}
            subject={fill(texts.contributorEmbedSubject, { name: loaderData.contributor.name })}
          />
        </>
      ) : (
        <>
          <header className="page-intro">
            <h1>{texts.contributors}</h1>
            <p>{texts.contributorsIntro}</p>
          </header>
          <VideoPlayer video={loaderData.video} priority />
          <NewsroomMap map={loaderData.newsroomMap} />
          <ContributorList contributors={loaderData.contributors} />
        </>
      )}
    </main>
  );
}
