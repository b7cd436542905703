import { Link, NavLink } from "react-router";

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="site-header">
      <Link to="/" className="site-header__name">
        {siteName}
      </Link>
      <nav aria-label="Main">
        <ul className="site-header__links">
          <li>
            <Link to="/#stories">Stories</Link>
          </li>
          <li>
            <NavLink to="/contribuitor">Contributors</NavLink>
          </li>
          <li>
            <Link to="/#newsrooms">Newsrooms</Link>
          </li>
          <li>
            <Link to="/#about">About</Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
