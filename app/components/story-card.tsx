import { useId } from "react";
import { Link } from "react-router";
import type { StorySummary } from "../content/types";
import { storyPath } from "../addresses/site-paths";
import { ResponsiveImage } from "./responsive-image";
import { useTexts } from "../i18n/use-texts";
import { SampleLabel } from "./sample-label";
import { StoryTime } from "./story-time";

/** A story on the home page: image, title, who and where; the whole card leads to the story. */
export function StoryCard({ story }: { story: StorySummary }) {
  const texts = useTexts();
  const { locale } = texts;
  const languageLabel = useId();
  const otherLanguage = story.lang && story.lang !== locale;
  return (
    <article className="story-card" lang={story.lang}>
      <ResponsiveImage
        image={story.hero}
        className="story-card__image"
        sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw"
      />
      <div className="story-card__body">
        <h3 className="story-card__title">
          <Link
            to={storyPath(story.contributor.slug, story.slug, locale)}
            className="story-card__link"
            hrefLang={otherLanguage ? story.lang : undefined}
            aria-describedby={otherLanguage ? languageLabel : undefined}
          >
            {story.title}
          </Link>
        </h3>
        <p className="story-card__summary">{story.summary}</p>
        <p className="story-card__meta" lang={story.lang ? locale : undefined}>
          <span>{story.contributor.name}</span>
          <span>
            {story.newsroom.name}, {story.newsroom.region}
          </span>
          <StoryTime time={story.time} brief />
        </p>
        <p className="story-card__tags" lang={story.lang ? locale : undefined}>
          {story.hasVideo && <span className="tag">{texts.videoTag}</span>}
          {story.sample && <SampleLabel />}
          {otherLanguage && (
            <span id={languageLabel} className="tag tag--untranslated">
              {texts.untranslatedShort}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
