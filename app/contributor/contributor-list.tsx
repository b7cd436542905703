import type { ContributorSummary, NewsroomSummary } from "../content/types";
import { useTexts } from "../i18n/use-texts";
import { ContributorCard } from "../components/contributor-card";

/** Every contributor, grouped under their newsroom, newsrooms in the content's order. */
export function ContributorList({ contributors }: { contributors: ContributorSummary[] }) {
  const texts = useTexts();
  const groups = new Map<string, { newsroom: NewsroomSummary; members: ContributorSummary[] }>();
  for (const contributor of contributors) {
    const group = groups.get(contributor.newsroom.slug) ?? { newsroom: contributor.newsroom, members: [] };
    group.members.push(contributor);
    groups.set(contributor.newsroom.slug, group);
  }
  return (
    <>
      <nav aria-label={texts.newsrooms} className="jump-links">
        <ul role="list">
          {[...groups.values()].map(({ newsroom }) => (
            <li key={newsroom.slug}>
              <a href={`#${newsroom.slug}`}>{newsroom.region}</a>
            </li>
          ))}
        </ul>
      </nav>
      {[...groups.values()].map(({ newsroom, members }) => (
        <section
          key={newsroom.slug}
          id={newsroom.slug}
          aria-labelledby={`${newsroom.slug}-heading`}
          className="contributor-group"
          lang={newsroom.lang}
        >
          <h2 id={`${newsroom.slug}-heading`}>
            {newsroom.name} <span className="contributor-group__region">{newsroom.region}</span>
          </h2>
          <ul className="grid-list contributor-grid" role="list">
            {members.map((contributor) => (
              <li key={contributor.slug}>
                <ContributorCard contributor={contributor} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
