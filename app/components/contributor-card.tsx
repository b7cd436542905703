import { Link } from "react-router";
import type { ContributorSummary } from "../content/types";
import { contributorPath } from "../addresses/site-paths";
import { useTexts } from "../i18n/use-texts";
import { ResponsiveImage } from "./responsive-image";

export function ContributorCard({ contributor }: { contributor: ContributorSummary }) {
  const { locale } = useTexts();
  return (
    <article className="contributor-card" lang={contributor.lang}>
      <ResponsiveImage image={contributor.portrait} sizes="auto" className="contributor-card__portrait" />
      <div>
        <h3 className="contributor-card__name">
          <Link to={contributorPath(contributor.slug, locale)} className="contributor-card__link">
            {contributor.name}
          </Link>
        </h3>
        <p className="contributor-card__meta">{contributor.hometown}</p>
        <p className="contributor-card__meta" lang={contributor.lang ? locale : undefined}>
          {contributor.newsroom.name}
        </p>
      </div>
    </article>
  );
}
