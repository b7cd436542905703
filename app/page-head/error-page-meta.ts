import type { MetaDescriptor } from "react-router";
import { NOT_FOUND_MESSAGE } from "../config/error-messages";
import { feedLinks } from "./feed-links";
import { fill } from "../i18n/interface-texts";
import type { SiteContext } from "../site-context/site-context";

/** The head of the error page: never indexed, titled by what went wrong, in the page's language. */
export function errorPageMeta(
  status: number,
  context: Pick<SiteContext, "site" | "siteUrl" | "texts"> | undefined,
): MetaDescriptor[] {
  const what =
    status === 404
      ? (context?.texts.notFound ?? NOT_FOUND_MESSAGE)
      : fill(context?.texts.errorStatusTitle ?? "Error {status}", { status });
  return [
    { title: context ? `${what} | ${context.site.name}` : what },
    { name: "robots", content: "noindex" },
    ...(context ? feedLinks(context.siteUrl, context.site.name, context.texts) : []),
  ];
}
