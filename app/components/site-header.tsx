import { Link, NavLink } from "react-router";
import { contributorIndexPath, homePath } from "../navigation/links";

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="site-header">
      <Link to={homePath()} className="site-header__name">
        {siteName}
      </Link>
      <nav aria-label="Main">
        <ul className="site-header__links">
          <li>
            <Link to={homePath("stories")}>Stories</Link>
          </li>
          <li>
            <NavLink to={contributorIndexPath()}>Contributors</NavLink>
          </li>
          <li>
            <Link to={homePath("newsrooms")}>Newsrooms</Link>
          </li>
          <li>
            <Link to={homePath("about")}>About</Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
