import type { Route } from "./+types/home";
import { EmbedCode } from "../components/embed-code";
import { numberInWords } from "../components/english";
import { NewsroomList } from "../components/newsroom-list";
import { StoryList } from "../components/story-list";
import { VideoPlayer } from "../components/video-player";
import { getEmbedCode } from "../embed/embed-code.server";
import { getHomePage } from "../content/queries.server";
import { videoObject } from "../content/structured-data";
import { absoluteUrl, homePath } from "../navigation/links";
import { pageMeta, socialImageUrl } from "../page-meta";
import { useSiteContext } from "../use-site-context";

export async function loader() {
  return { ...(await getHomePage()), embedCode: getEmbedCode({ kind: "default" }) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const context = matches[0].loaderData;
  const video = loaderData?.featuredVideo;
  const poster = video?.kind === "file" ? video.poster : video?.poster;
  return pageMeta(context, {
    path: homePath(),
    type: "website",
    ...(poster ? { image: { url: socialImageUrl(poster), alt: poster.alt } } : {}),
    jsonLd:
      context && video
        ? [
            {
              "@context": "https://schema.org",
              "@type": "WebSite",
              name: context.site.name,
              description: context.site.description,
              url: absoluteUrl(context.siteUrl, homePath()),
            },
            videoObject(video, { siteUrl: context.siteUrl, description: context.site.description }),
          ]
        : [],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { site } = useSiteContext();
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
        <h2 id="about-title">About the project</h2>
        {/* content/site.md's body, rendered from Markdown and sanitized at build time: safe to inject. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: introHtml }} />
        <p className="prose">
          A joint project of {numberInWords(newsrooms.length)} youth newsrooms:{" "}
          {newsrooms.map((newsroom, index) => (
            <span key={newsroom.slug}>
              {index > 0 && (index === newsrooms.length - 1 ? " and " : ", ")}
              <a href={`#newsroom-${newsroom.slug}`}>{newsroom.name}</a> ({newsroom.region})
            </span>
          ))}
          .
        </p>
      </section>
      <section id="stories" className="home-stories" aria-label="Stories">
        {chapters.map((chapter, index) => (
          <section
            key={chapter.id}
            id={`chapter-${chapter.id}`}
            className="chapter"
            aria-labelledby={`chapter-${chapter.id}-title`}
          >
            <p className="chapter__number">Chapter {index + 1}</p>
            <h2 id={`chapter-${chapter.id}-title`} className="chapter__title">
              {chapter.title}
            </h2>
            {chapter.summary && <p className="chapter__summary">{chapter.summary}</p>}
            <StoryList stories={chapter.stories} />
          </section>
        ))}
      </section>
      <section id="newsrooms" className="home-newsrooms" aria-labelledby="newsrooms-title">
        <h2 id="newsrooms-title">The newsrooms</h2>
        <NewsroomList newsrooms={newsrooms} />
      </section>
      <EmbedCode code={loaderData.embedCode} subject="the project’s video and stories" />
    </main>
  );
}
