import { useId } from "react";
import { fill } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import type { NewsletterConfig } from "./newsletter-config";

/**
 * The newsletter sign-up: a plain form posting to the provider, so it works before (and without)
 * any script, and nothing of the provider loads before the reader submits. Shown only when the
 * build was given NEWSLETTER_URL; each page's policy then allows that one form-action.
 */
export function NewsletterSignup({ newsletter }: { newsletter?: NewsletterConfig }) {
  const texts = useTexts();
  const id = useId();
  if (!newsletter) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="newsletter-signup">
      <h2 id={`${id}-title`} className="newsletter-signup__title">
        {texts.newsletterTitle}
      </h2>
      <p>{texts.newsletterIntro}</p>
      <form method="post" action={newsletter.action} className="newsletter-signup__form">
        <label htmlFor={`${id}-email`}>{texts.newsletterEmail}</label>
        <div className="newsletter-signup__row">
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            aria-describedby={`${id}-consent`}
          />
          <button type="submit">{texts.newsletterSubmit}</button>
        </div>
        <p id={`${id}-consent`} className="newsletter-signup__consent">
          {fill(texts.newsletterConsent, { provider: newsletter.provider })}
        </p>
      </form>
    </section>
  );
}
