import { Link } from "react-router";
import type { Contributor } from "../content/types";
import { type InterfaceTexts, fill } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import { contributorPath } from "../addresses/site-paths";
import type { SearchMarks } from "../search/search-record";
import { ResponsiveImage } from "../components/responsive-image";
import { SampleLabel } from "../components/sample-label";
import { ShareControl } from "../share/share-control";
import { StoryArticle } from "../story/story-article";
import { UntranslatedNote } from "../components/untranslated-note";
import { VideoAddress } from "../video/video-address";
import { VideoPlayer } from "../video/video-player";

/** A contributor's page: who they are, their video, then their stories in full, then their neighbours. */
export function ContributorProfile({
  contributor,
  searchMarks,
}: {
  contributor: Contributor;
  /** What makes the profile one entry of the search index, made by the page's loader. */
  searchMarks?: SearchMarks;
}) {
  const { previous, next } = contributor;
  const texts = useTexts();
  const { locale } = texts;
  const pageLang = contributor.lang ? locale : undefined;
  return (
    <>
      <header className="profile" lang={contributor.lang} {...searchMarks}>
        <ResponsiveImage
          image={contributor.portrait}
          priority
          sizes="(min-width: 40rem) 12rem, 40vw"
          className="profile__portrait"
        />
        <div className="profile__text">
          <UntranslatedNote entry={contributor} text={texts.untranslatedContributor} />
          <p className="label profile__kicker" lang={pageLang}>
            {texts.contributor}
            {contributor.sample && <SampleLabel>{texts.sampleProfile}</SampleLabel>}
          </p>
          <h1 className="profile__name">{contributor.name}</h1>
          <p className="profile__meta">
            <span lang={pageLang}>{fill(texts.age, { age: contributor.age })}</span> · {contributor.hometown} ·{" "}
            <a href={contributor.newsroom.url} lang={pageLang}>
              {contributor.newsroom.name}
            </a>
          </p>
          <p className="profile__bio">{contributor.bio}</p>
          <ShareControl
            title={contributor.name}
            text={contributor.bio}
            path={contributorPath(contributor.slug, locale)}
            contributor={contributor.slug}
          />
          {storyJumpLinks(contributor, texts)}
        </div>
      </header>
      <section className="profile__video" aria-label={fill(texts.videoOf, { name: contributor.name })}>
        <VideoPlayer video={contributor.video} fallbackPoster={contributor.portrait} priority />
        <VideoAddress video={contributor.video} />
      </section>
      {contributor.stories.map((story) => (
        <StoryArticle key={story.slug} story={story} />
      ))}
      {contributorPager(previous, next, texts)}
    </>
  );
}

// The story links and the pager are functions of the profile's values rather than components: no
// props objects in the page's code.

/** Links to each of a contributor's stories on the page, when there is more than one. */
function storyJumpLinks(contributor: Contributor, texts: InterfaceTexts) {
  if (contributor.stories.length <= 1) return null;
  return (
    <nav aria-label={fill(texts.storiesBy, { name: contributor.name })} className="jump-links">
      <ul role="list">
        {contributor.stories.map((story) => (
          <li key={story.slug} lang={story.lang === contributor.lang ? undefined : (story.lang ?? texts.locale)}>
            <a href={`#${story.slug}`}>{story.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The previous and next contributors, in the site's order. */
function contributorPager(previous: Contributor["previous"], next: Contributor["next"], texts: InterfaceTexts) {
  const { locale } = texts;
  if (!previous && !next) return null;
  return (
    <nav aria-label={texts.moreContributors} className="pager">
      {previous && (
        <Link to={contributorPath(previous.slug, locale)} rel="prev" className="pager__link pager__link--previous">
          <span className="label pager__hint">{texts.previousContributor}</span> {previous.name}
        </Link>
      )}
      {next && (
        <Link to={contributorPath(next.slug, locale)} rel="next" className="pager__link pager__link--next">
          <span className="label pager__hint">{texts.nextContributor}</span> {next.name}
        </Link>
      )}
    </nav>
  );
}
