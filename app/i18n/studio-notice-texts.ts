/** What /admin/ says on a site with no editing set up (scripts/studio/unconfigured-page.ts), in one language. */
export interface StudioNoticeTexts {
  title: string;
  explanation: string;
  guide: string;
  /** The guide's name, the link's text. */
  guideName: string;
  /** Where the guide is when the build does not know the repository's address. */
  guideWhere: string;
  backToStories: string;
}
