import { Link } from "react-router";
import type { ContributorSummary } from "../content/types";
import { contributorPath } from "../navigation/links";

export function ContributorList({ contributors }: { contributors: ContributorSummary[] }) {
  return (
    <ul className="card-list">
      {contributors.map((contributor) => (
        <li key={contributor.slug} className="card">
          <h2 className="card__title">
            <Link to={contributorPath(contributor.slug)}>{contributor.name}</Link>
          </h2>
          <p className="card__meta">
            {contributor.hometown} · {contributor.newsroom.name}
          </p>
        </li>
      ))}
    </ul>
  );
}
