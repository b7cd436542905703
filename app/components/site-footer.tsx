import { Link } from "react-router";
import { PrivacyChoices } from "../analytics/privacy-choices";
import { contributorIndexPath, homePath } from "../navigation/links";
import { listInWords } from "./english";

export interface SiteFooterProps {
  siteName: string;
  credits?: string;
  /** Where the partner newsrooms report from, in their order. */
  newsroomRegions: string[];
  /** The third parties the build turned on: with any, the "Your privacy choices" link. */
  privacy?: { analytics: boolean; pixel: boolean };
}

export function SiteFooter({ siteName, credits, newsroomRegions, privacy }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <p className="site-footer__name">{siteName}</p>
      <p>A joint project of youth newsrooms in {listInWords(newsroomRegions)}.</p>
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
        {privacy && (privacy.analytics || privacy.pixel) && (
          <li>
            <PrivacyChoices {...privacy} />
          </li>
        )}
      </ul>
    </footer>
  );
}
