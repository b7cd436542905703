import { Link, NavLink, useLocation } from "react-router";
import { useTexts } from "../i18n/use-texts";
import { LanguageLink } from "./language-link";
import { aboutPath, contributorIndexPath, homePath, searchPath } from "../addresses/site-paths";

export function SiteHeader({ siteName }: { siteName: string }) {
  const texts = useTexts();
  const { locale } = texts;
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <Link to={homePath(undefined, locale)} className="site-header__name">
        {siteName}
      </Link>
      <nav aria-label={texts.mainNavigation}>
        <ul className="site-header__links">
          <li>
            <Link to={homePath("stories", locale)}>{texts.stories}</Link>
          </li>
          <li>
            <NavLink to={contributorIndexPath(locale)}>{texts.contributors}</NavLink>
          </li>
          <li>
            <Link to={homePath("newsrooms", locale)}>{texts.newsrooms}</Link>
          </li>
          <li>
            <NavLink to={aboutPath(locale)}>{texts.about}</NavLink>
          </li>
        </ul>
      </nav>
      {/* Search and the language link: after the links in reading order; on a phone, beside the site's name (site-header.css). */}
      <Link to={searchPath(locale)} className="site-header__search">
        {texts.search}
      </Link>
      <p className="site-header__language">
        <LanguageLink path={pathname} />
      </p>
    </header>
  );
}
