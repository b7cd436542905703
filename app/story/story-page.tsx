import { Link } from "react-router";
import type { StoryLink, StoryPage as StoryPageData } from "../content/types";
import { fill } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import { storyPath } from "../addresses/site-paths";
import { SaveForOfflineSlot } from "../offline/save-for-offline-slot";
import type { SearchMarks } from "../search/search-record";
import { OtherLanguageLabel } from "../i18n/other-language-label";
import { StoryArticle } from "./story-article";
import { VideoTranscript } from "../video/video-transcript";
import { StoryCredits } from "../about/story-credits";
import { RelatedStories } from "../related/related-stories";

/** A story's own page: the story whole, then the contributor's other stories, then its neighbours in its chapter. */
export function StoryPage({ page, searchMarks }: { page: StoryPageData; searchMarks?: SearchMarks }) {
  const { story, portrait, transcript, moreByContributor, previous, next, related, credits, updated } = page;
  const texts = useTexts();
  const { locale } = texts;
  const to = (link: StoryLink) => storyPath(link.contributor.slug, link.slug, locale);
  return (
    <div className="story-page">
      <StoryArticle
        story={story}
        standalone
        portrait={portrait}
        afterVideo={transcript && <VideoTranscript transcript={transcript} />}
        searchMarks={searchMarks}
      />
      <SaveForOfflineSlot
        path={storyPath(story.contributor.slug, story.slug, locale)}
        title={story.title}
        video={story.video}
      />
      <StoryCredits credits={credits} updated={updated} />
      <RelatedStories stories={related} />
      {moreByContributor.length > 0 && (
        <nav aria-labelledby="more-by-title" className="more-stories jump-links">
          <h2 id="more-by-title" className="more-stories__title">
            {fill(texts.moreStoriesBy, { name: story.contributor.name })}
          </h2>
          <ul role="list">
            {moreByContributor.map((link) => (
              <li key={link.slug}>
                <Link to={to(link)} hrefLang={link.lang}>
                  <span lang={link.lang}>{link.title}</span> <OtherLanguageLabel lang={link.lang} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {(previous || next) && (
        <nav aria-label={fill(texts.storiesInChapter, { chapter: story.chapterTitle })} className="pager">
          {previous && (
            <Link to={to(previous)} rel="prev" hrefLang={previous.lang} className="pager__link pager__link--previous">
              <span className="label pager__hint">{texts.previousStory}</span>{" "}
              <span lang={previous.lang}>{previous.title}</span> <OtherLanguageLabel lang={previous.lang} />
            </Link>
          )}
          {next && (
            <Link to={to(next)} rel="next" hrefLang={next.lang} className="pager__link pager__link--next">
              <span className="label pager__hint">{texts.nextStory}</span> <span lang={next.lang}>{next.title}</span>{" "}
              <OtherLanguageLabel lang={next.lang} />
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
