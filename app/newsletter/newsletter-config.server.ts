/**
 * The newsletter sign-up, from the build's environment: `NEWSLETTER_URL`, the address a newsroom's
 * provider gives for an embedded sign-up form (Buttondown's
 * `https://buttondown.com/api/emails/embed-subscribe/<name>`, or any provider's like it). Unset,
 * there is no form and the pages' policy allows no form to leave the site; set, it must be an
 * https URL or the build stops, naming the variable and the value.
 */
import type { NewsletterConfig } from "./newsletter-config";

export const NEWSLETTER_VARIABLE = "NEWSLETTER_URL";

export function getNewsletterConfig(env: NodeJS.ProcessEnv = process.env): NewsletterConfig | undefined {
  const value = env[NEWSLETTER_VARIABLE]?.trim();
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== "https:" || url.username || url.password) {
    throw new Error(
      `The environment variable ${NEWSLETTER_VARIABLE} is "${value}", which is not an https URL: expected the provider's sign-up address, like https://buttondown.com/api/emails/embed-subscribe/our-newsletter.`,
    );
  }
  return { action: url.href, provider: url.hostname.replace(/^www\./, "") };
}

/** The origin the pages' policy lets the sign-up form post to (`form-action`), or none. */
export function newsletterFormOrigin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const config = getNewsletterConfig(env);
  return config ? new URL(config.action).origin : undefined;
}
