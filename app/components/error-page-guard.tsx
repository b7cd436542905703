import { Component, type ReactNode } from "react";
import { ERROR_PAGE_FAILED_LINK_TEXT, ERROR_PAGE_FAILED_MESSAGE } from "../error-messages";

/**
 * The last line of defence: if the error page itself throws while rendering, show a fixed
 * message that depends on nothing else. A plain link, not <Link>, since the router may be the
 * thing that broke.
 */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="error-page">
        <h1 className="error-page__message">{ERROR_PAGE_FAILED_MESSAGE}</h1>
        <p>
          <a href="/">{ERROR_PAGE_FAILED_LINK_TEXT}</a>
        </p>
      </main>
    );
  }
}
