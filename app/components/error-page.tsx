import { Link } from "react-router";
import { NOT_FOUND_LINK_TEXT, NOT_FOUND_MESSAGE } from "../error-messages";
import type { ErrorDescription } from "../navigation/describe-error";

/** The full-page error: 404 gets the not-found text and a way home; other statuses show what happened. */
export function ErrorPage({ status, message, stack }: ErrorDescription) {
  const notFound = status === 404;
  return (
    <main id="main" className="error-page" tabIndex={-1}>
      <p className="error-page__status">{status}</p>
      <h1 className="error-page__message">{notFound ? NOT_FOUND_MESSAGE : message}</h1>
      {notFound && (
        <p>
          <Link to="/">{NOT_FOUND_LINK_TEXT}</Link>
        </p>
      )}
      {stack && <pre className="error-page__stack">{stack}</pre>}
    </main>
  );
}
