import { Link } from "react-router";
import { useTexts } from "../i18n/use-texts";
import { homePath } from "../navigation/links";
import type { ErrorDescription } from "../navigation/describe-error";

/** The full-page error: 404 gets the not-found text and a way home; other statuses show what happened. */
export function ErrorPage({ status, message, stack }: ErrorDescription) {
  const notFound = status === 404;
  const texts = useTexts();
  return (
    <main id="main" className="error-page" tabIndex={-1}>
      <p className="error-page__status">{status}</p>
      <h1 className="error-page__message">{notFound ? texts.notFound : message}</h1>
      {notFound && (
        <p>
          <Link to={homePath(undefined, texts.locale)}>{texts.notFoundLink}</Link>
        </p>
      )}
      {stack && <pre className="error-page__stack">{stack}</pre>}
    </main>
  );
}
