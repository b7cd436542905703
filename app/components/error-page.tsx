import { Link, useLocation } from "react-router";
import { NOT_FOUND_TEXTS } from "../config/error-messages";
import { homePath, localeOfPath } from "../navigation/links";
import type { ErrorDescription } from "../navigation/describe-error";

/** The full-page error: 404 gets the not-found text and a way home; other statuses show what happened. */
export function ErrorPage({ status, message, stack }: ErrorDescription) {
  const notFound = status === 404;
  // The language of the path asked for, which may not be the one of the page the reader came from.
  const locale = localeOfPath(useLocation().pathname);
  const texts = NOT_FOUND_TEXTS[locale];
  return (
    <main id="main" className="error-page" tabIndex={-1}>
      <p className="error-page__status">{status}</p>
      <h1 className="error-page__message">{notFound ? texts.message : message}</h1>
      {notFound && (
        <p>
          <Link to={homePath(undefined, locale)}>{texts.link}</Link>
        </p>
      )}
      {stack && <pre className="error-page__stack">{stack}</pre>}
    </main>
  );
}
