import { Link } from "react-router";
import { contributorIndexPath, homePath } from "../navigation/links";

export function SiteFooter({ siteName, credits }: { siteName: string; credits?: string }) {
  return (
    <footer className="site-footer">
      <p className="site-footer__name">{siteName}</p>
      <p>A joint project of youth newsrooms in Oakland, Fresno, Los Angeles and the Eastern Coachella Valley.</p>
      {credits && <p className="site-footer__credits">{credits}</p>}
      <ul className="site-footer__links" role="list">
        <li>
          <Link to={homePath("stories")}>Stories</Link>
        </li>
        <li>
          <Link to={contributorIndexPath()}>Contributors</Link>
        </li>
        <li>
          <Link to={homePath("newsrooms")}>Newsrooms</Link>
        </li>
      </ul>
    </footer>
  );
}
