/** A page as the reader was shown it: what a page view reports. */
export interface PageShown {
  path: string;
  location: string;
  title: string;
}

export const pageShownNow = (): PageShown => ({
  path: `${window.location.pathname}${window.location.search}`,
  location: window.location.href,
  title: document.title,
});

let landing: PageShown | undefined;

/**
 * Keeps the page the reader landed on, as the site's code starts (root.tsx): the analytics' code
 * comes after hydration, and a tap may already have replaced the page by then. It still counts the
 * landing page's view, with that page's own address and title.
 */
export function keepLandingPage(): void {
  landing ??= pageShownNow();
}

/** The page the reader landed on (undefined before the site's code started). */
export const landingPage = (): PageShown | undefined => landing;
