import { Link } from "react-router";
import type { Contributor } from "../content/types";
import { contributorPath } from "../navigation/links";
import { ResponsiveImage } from "./responsive-image";
import { SampleLabel } from "./sample-label";
import { StoryArticle } from "./story-article";
import { VideoPlayer } from "./video-player";

/** A contributor's page: who they are, their video, then their stories in full, then their neighbours. */
export function ContributorProfile({ contributor }: { contributor: Contributor }) {
  const { previous, next } = contributor;
  return (
    <>
      <header className="profile">
        <ResponsiveImage
          image={contributor.portrait}
          priority
          sizes="(min-width: 40rem) 12rem, 40vw"
          className="profile__portrait"
        />
        <div className="profile__text">
          <p className="profile__kicker">
            Contributor{contributor.sample && <SampleLabel>Sample profile</SampleLabel>}
          </p>
          <h1 className="profile__name">{contributor.name}</h1>
          <p className="profile__meta">
            Age {contributor.age} · {contributor.hometown} ·{" "}
            <a href={contributor.newsroom.url}>{contributor.newsroom.name}</a>
          </p>
          <p className="profile__bio">{contributor.bio}</p>
          {contributor.stories.length > 1 && (
            <nav aria-label={`Stories by ${contributor.name}`} className="jump-links">
              <ul role="list">
                {contributor.stories.map((story) => (
                  <li key={story.slug}>
                    <a href={`#${story.slug}`}>{story.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </header>
      <section className="profile__video" aria-label={`${contributor.name}'s video`}>
        <VideoPlayer video={contributor.video} fallbackPoster={contributor.portrait} priority />
      </section>
      {contributor.stories.map((story) => (
        <StoryArticle key={story.slug} story={story} />
      ))}
      {(previous || next) && (
        <nav aria-label="More contributors" className="pager">
          {previous && (
            <Link to={contributorPath(previous.slug)} rel="prev" className="pager__link pager__link--previous">
              <span className="pager__hint">Previous contributor</span> {previous.name}
            </Link>
          )}
          {next && (
            <Link to={contributorPath(next.slug)} rel="next" className="pager__link pager__link--next">
              <span className="pager__hint">Next contributor</span> {next.name}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
