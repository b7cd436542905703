import { type MiddlewareFunction, data } from "react-router";
import { SLUG_PATTERN } from "../config/constants";
import { NOT_FOUND_MESSAGE } from "../config/error-messages";

/**
 * A page's validation check over its params: when it returns false, the reader
 * gets the 404 page. Runs as middleware, so before the page's data loads: at build time for
 * each pre-rendered path (a failing path fails the build), and on each client navigation
 * (`pageParamsCheck`, from the root).
 */
export type ParamsCheck = (params: Record<string, string | undefined>) => boolean;

export function validateParams<T = Response>(check: ParamsCheck): MiddlewareFunction<T> {
  return ({ params }, next) => {
    if (!check(params)) throw data(NOT_FOUND_MESSAGE, { status: 404, statusText: "Not Found" });
    return next();
  };
}

/** The contributor page's check: its optional slug, when given, is a well-formed slug. */
export const hasValidSlug: ParamsCheck = ({ slug }) => slug === undefined || SLUG_PATTERN.test(slug);

/** The story page's check: both its contributor's slug and its own are well-formed slugs. */
export const hasValidStorySlugs: ParamsCheck = ({ slug, story }) =>
  slug !== undefined && story !== undefined && SLUG_PATTERN.test(slug) && SLUG_PATTERN.test(story);

/**
 * The pages' checks on a client navigation, run by the root's middleware (app/root.tsx) before the
 * payload is asked for. Not a route's own `clientMiddleware`: React Router puts that in a chunk of
 * its own and fetches it before it may ask for the payload, a wait on every first visit to the route
 * over a slow network. Which page's check applies, the params say: a story's path has `story`, a
 * contributor's (and the legacy contributor paths') `slug` alone, the other pages neither.
 */
export const pageParamsCheck: ParamsCheck = (params) =>
  params.story !== undefined ? hasValidStorySlugs(params) : hasValidSlug(params);
