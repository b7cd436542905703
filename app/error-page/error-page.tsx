import { useId } from "react";
import { Form, Link, useLocation } from "react-router";
import { NOT_FOUND_TEXTS } from "../config/error-messages";
import { useOptionalTexts } from "../i18n/use-texts";
import { homePath, localeOfPath, searchPath } from "../addresses/site-paths";
import type { ErrorDescription } from "../navigation/describe-error";

/**
 * The full-page error: 404 gets the not-found text, a way home and a search box; other statuses
 * show what happened. Inside the site's layout (app/routes/site-layout.tsx, the root's boundary).
 */
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
      {notFound && <ErrorSearch action={searchPath(locale)} />}
      {stack && <pre className="error-page__stack">{stack}</pre>}
    </main>
  );
}

/**
 * A plain GET form to the search page, which reads its query from the address: it works in the
 * 404.html hosts serve, which carries no script, and as a client navigation where the page is hydrated.
 */
function ErrorSearch({ action }: { action: string }) {
  const id = useId();
  const texts = useOptionalTexts();
  if (!texts) return null;
  return (
    <Form method="get" action={action} role="search" className="search-form error-page__search">
      <label htmlFor={`${id}-query`} className="search-form__label">
        {texts.errorSearchLabel}
      </label>
      <div className="search-form__row">
        <input id={`${id}-query`} className="search-form__field" type="search" name="q" enterKeyHint="search" />
        <button type="submit" className="search-form__submit">
          {texts.errorSearchSubmit}
        </button>
      </div>
    </Form>
  );
}
