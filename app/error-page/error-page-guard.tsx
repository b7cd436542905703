import { Component, type ReactNode } from "react";
import { ERROR_PAGE_FAILED_TEXTS } from "../config/error-messages";
import type { Locale } from "../i18n/locale";
import { homePath } from "../addresses/site-paths";

/**
 * The last line of defence: if the error page itself throws while rendering, show a fixed
 * message that depends on nothing else. A plain link, not <Link>, since the router may be the
 * thing that broke. In the page's language, which it takes from the path alone.
 */
export class ErrorPageGuard extends Component<{ children: ReactNode; locale?: Locale }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { locale = "en" } = this.props;
    const texts = ERROR_PAGE_FAILED_TEXTS[locale];
    return (
      <main id="main" className="error-page">
        <h1 className="error-page__message">{texts.message}</h1>
        <p>
          <a href={homePath(undefined, locale)}>{texts.link}</a>
        </p>
      </main>
    );
  }
}
