import type { Route } from "./+types/not-found";
import { ErrorPage } from "../error-page/error-page";
import { errorPageMeta } from "../page-head/error-page-meta";

export const meta: Route.MetaFunction = ({ matches }) => errorPageMeta(404, matches[0].loaderData);

/**
 * Any path no route claims, in each language (`/es/…` in Spanish). Pre-rendered once per language as its 404.html, which hosts serve with
 * status 404; client navigations to such a path stop earlier, at the route manifest check.
 */
export default function NotFound() {
  return <ErrorPage status={404} message="" />;
}
