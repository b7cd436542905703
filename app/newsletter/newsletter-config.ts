/** Where the footer's sign-up form posts, when the build was given one (newsletter-config.server.ts). */
export interface NewsletterConfig {
  /** The provider's subscribe address, the form's `action`: https only. */
  action: string;
  /** Its host, named in the consent line: "buttondown.com". */
  provider: string;
}
