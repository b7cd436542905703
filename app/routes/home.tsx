import type { Route } from "./+types/home";
import { EmbedCode } from "../embed/embed-code";
import { NewsroomList } from "../components/newsroom-list";
import { StoryList } from "../components/story-list";
import { UntranslatedNote } from "../components/untranslated-note";
import { VideoPlayer } from "../video/video-player";
import { NewsroomMap } from "../newsroom-map/newsroom-map";
import { getNewsroomMap } from "../newsroom-map/newsroom-map.server";
import { getEmbedCode } from "../embed/embed-code.server";
import { getHomePage } from "../content/site-queries.server";
import { videoObject } from "../page-head/structured-data.server";
import { fill, numberInWords } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import { absoluteUrl, homePath } from "../addresses/site-paths";
import { pageMeta, socialImageUrl } from "../page-head/page-head.server";
import { getSiteContext } from "../page-head/site-context.server";
import { useSiteContext } from "../site-context/use-site-context";

export async function loader({ request }: Route.LoaderArgs) {
  const context = getSiteContext(request);
  const { locale, site, siteUrl } = context;
  const page = await getHomePage(locale);
  const video = page.featuredVideo;
  const poster = video.poster;
  const url = absoluteUrl(siteUrl, homePath(undefined, locale));
  const head = pageMeta(context, {
    path: homePath(undefined, locale),
    type: "website",
    ...(poster ? { image: { url: socialImageUrl(poster), alt: poster.alt } } : {}),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: site.name,
        description: site.description,
        url,
        inLanguage: locale,
      },
      videoObject(video, { siteUrl, description: site.description, inLanguage: locale }),
    ],
  });
  return { ...page, newsroomMap: getNewsroomMap(locale), embedCode: getEmbedCode({ kind: "default" }, locale), head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { site } = useSiteContext();
  const texts = useTexts();
  const { featuredVideo, introHtml, chapters, newsrooms } = loaderData;
  return (
    <main id="main" tabIndex={-1}>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-hero__title">
          {site.name}
        </h1>
        <p className="home-hero__tagline">{site.tagline}</p>
        <VideoPlayer video={featuredVideo} priority />
      </section>
      <section id="about" className="home-about" aria-labelledby="about-title">
        <h2 id="about-title">{texts.aboutTheProject}</h2>
        <UntranslatedNote entry={loaderData} text={texts.untranslatedIntro} />
        {/* content/site.md's body, rendered from Markdown and sanitized at build time: safe to inject. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: introHtml }} lang={loaderData.lang} />
        <p className="prose">
          {fill(texts.jointProjectOf, { count: numberInWords(newsrooms.length, texts) })}{" "}
          {newsrooms.map((newsroom, index) => (
            <span key={newsroom.slug} lang={newsroom.lang}>
              {index > 0 && (index === newsrooms.length - 1 ? ` ${texts.listAnd} ` : ", ")}
              <a href={`#newsroom-${newsroom.slug}`}>{newsroom.name}</a> ({newsroom.region})
            </span>
          ))}
          .
        </p>
      </section>
      <section id="stories" className="home-stories" aria-label={texts.stories}>
        {chapters.map((chapter, index) => (
          <section
            key={chapter.id}
            id={`chapter-${chapter.id}`}
            className="chapter"
            aria-labelledby={`chapter-${chapter.id}-title`}
          >
            <p className="label chapter__number">{fill(texts.chapterNumber, { number: index + 1 })}</p>
            <h2 id={`chapter-${chapter.id}-title`} className="chapter__title" lang={loaderData.lang}>
              {chapter.title}
            </h2>
            {chapter.summary && (
              <p className="chapter__summary" lang={loaderData.lang}>
                {chapter.summary}
              </p>
            )}
            <StoryList stories={chapter.stories} />
          </section>
        ))}
      </section>
      <section id="newsrooms" className="home-newsrooms" aria-labelledby="newsrooms-title">
        <h2 id="newsrooms-title">{texts.theNewsrooms}</h2>
        <NewsroomMap map={loaderData.newsroomMap} />
        <NewsroomList newsrooms={newsrooms} />
      </section>
      <EmbedCode code={loaderData.embedCode} subject={texts.homeEmbedSubject} />
    </main>
  );
}
