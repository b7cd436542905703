import { Link } from "react-router";
import type { ContributorSummary } from "../content/types";
import { contributorPath } from "../navigation/links";
import { ResponsiveImage } from "./responsive-image";

export function ContributorCard({ contributor }: { contributor: ContributorSummary }) {
  return (
    <article className="contributor-card">
      <ResponsiveImage image={contributor.portrait} sizes="auto" className="contributor-card__portrait" />
      <div>
        <h3 className="contributor-card__name">
          <Link to={contributorPath(contributor.slug)} className="contributor-card__link">
            {contributor.name}
          </Link>
        </h3>
        <p className="contributor-card__meta">{contributor.hometown}</p>
        <p className="contributor-card__meta">{contributor.newsroom.name}</p>
      </div>
    </article>
  );
}
