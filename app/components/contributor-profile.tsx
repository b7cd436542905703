import type { Contributor } from "../content/types";

export function ContributorProfile({ contributor }: { contributor: Contributor }) {
  return (
    <article className="profile">
      <h1>{contributor.name}</h1>
      <p className="profile__meta">
        {contributor.hometown} · {contributor.newsroom.name}
      </p>
      <p>{contributor.bio}</p>
      {contributor.stories.map((story) => (
        <section key={story.slug} id={story.slug} className="story" aria-labelledby={`${story.slug}-title`}>
          <h2 id={`${story.slug}-title`}>{story.title}</h2>
          {/* Rendered from Markdown and sanitized at build time (app/content). */}
          <div className="story__body" dangerouslySetInnerHTML={{ __html: story.bodyHtml }} />
        </section>
      ))}
    </article>
  );
}
