import { Link } from "react-router";
import { contributorIndexPath, homePath } from "../navigation/links";
import type { AnalyticsConfig } from "../analytics/analytics-config";
import { listInWords } from "./english";
import { PrivacyChoices } from "./privacy-choices";

export interface SiteFooterProps {
  siteName: string;
  credits?: string;
  /** Where the partner newsrooms report from, in their order. */
  newsroomRegions: string[];
  /** The third parties the build turned on, for the privacy note. */
  analytics: AnalyticsConfig;
}

export function SiteFooter({ siteName, credits, newsroomRegions, analytics }: SiteFooterProps) {
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
        <li>
          <PrivacyChoices analytics={analytics} />
        </li>
      </ul>
    </footer>
  );
}
