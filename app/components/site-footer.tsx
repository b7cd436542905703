import { Link } from "react-router";
import { FEEDS } from "../addresses/site-paths";
import { aboutPath, contributorIndexPath, feedPath, homePath } from "../addresses/site-paths";
import type { AnalyticsConfig } from "../privacy/analytics-config";
import { fill, listInWords } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import { PrivacyChoices } from "../privacy/privacy-choices";
import { NewsletterSignup } from "../newsletter/newsletter-signup";
import type { NewsletterConfig } from "../newsletter/newsletter-config";

export interface SiteFooterProps {
  siteName: string;
  credits?: string;
  /** Where the partner newsrooms report from, in their order. */
  newsroomRegions: string[];
  /** The third parties the build turned on, for the privacy note. */
  analytics: AnalyticsConfig;
  /** The sign-up form's provider, when the build has one. */
  newsletter?: NewsletterConfig;
}

/** The footer's id: the page's head waits for it to paint (app/root.tsx), so the page is never painted half-parsed. */
export const SITE_FOOTER_ID = "site-footer";

export function SiteFooter({ siteName, credits, newsroomRegions, analytics, newsletter }: SiteFooterProps) {
  const texts = useTexts();
  const { locale } = texts;
  return (
    <footer id={SITE_FOOTER_ID} className="site-footer">
      <NewsletterSignup newsletter={newsletter} />
      <p className="site-footer__name">{siteName}</p>
      <p>{fill(texts.jointProjectIn, { regions: listInWords(newsroomRegions, texts) })}</p>
      {credits && <p className="site-footer__credits">{credits}</p>}
      <ul className="site-footer__links" role="list">
        <li>
          <Link to={homePath("stories", locale)}>{texts.stories}</Link>
        </li>
        <li>
          <Link to={contributorIndexPath(locale)}>{texts.contributors}</Link>
        </li>
        <li>
          <Link to={homePath("newsrooms", locale)}>{texts.newsrooms}</Link>
        </li>
        <li>
          <Link to={aboutPath(locale)}>{texts.about}</Link>
        </li>
        {/* Files, not pages: plain links, which the browser opens itself. */}
        <li>
          <a href={feedPath("atom", locale)} type={FEEDS.atom.type}>
            {texts.feedAtom}
          </a>
        </li>
        <li>
          <a href={feedPath("json", locale)} type={FEEDS.json.type}>
            {texts.feedJson}
          </a>
        </li>
        <li>
          <PrivacyChoices analytics={analytics} />
        </li>
      </ul>
    </footer>
  );
}
