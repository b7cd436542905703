import { type MiddlewareFunction, redirect } from "react-router";
import { LEGACY_REDIRECT_STATUS } from "../config/constants";
import { unknownMiddlewareMessage } from "../config/error-messages";
import { legacyPathTarget } from "./legacy-paths";

/**
 * Named middleware: a route names what runs before it loads, e.g.
 *
 *   export const middleware = resolveMiddleware(["legacy-paths"]);        // build time (pre-render)
 *   export const clientMiddleware = resolveMiddleware(["legacy-paths"]);  // client navigation
 *
 * Names are resolved here, when the route module is imported. An unknown name throws an error
 * with status 500 and the message `Unknown middleware {name}`; the pre-render imports every
 * route module, so the build fails on it and it never reaches a reader.
 *
 * A middleware sends the reader elsewhere by throwing React Router's `redirect()`: that is the
 * specification's internal ERR_REDIRECT signal, which only ever changes the URL.
 */

/** Works as server and as client middleware: it only throws a redirect or passes on. */
type NamedMiddleware = <T>(args: { request: Request }, next: () => Promise<T>) => Promise<T>;

const legacyPaths: NamedMiddleware = async ({ request }, next) => {
  const url = new URL(request.url);
  const target = legacyPathTarget(url.pathname);
  if (target) throw redirect(`${target}${url.search}${url.hash}`, LEGACY_REDIRECT_STATUS);
  return next();
};

export const middlewareRegistry = {
  "legacy-paths": legacyPaths,
} satisfies Record<string, NamedMiddleware>;

export type MiddlewareName = keyof typeof middlewareRegistry;

export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(readonly middlewareName: string) {
    super(unknownMiddlewareMessage(middlewareName));
    this.name = "UnknownMiddlewareError";
  }
}

/** The middleware functions for these names, in order; throws UnknownMiddlewareError for a name not in the registry. */
export function resolveMiddleware<T = Response>(names: readonly MiddlewareName[]): MiddlewareFunction<T>[] {
  return names.map((name) => {
    if (!Object.hasOwn(middlewareRegistry, name)) throw new UnknownMiddlewareError(name);
    return middlewareRegistry[name] as unknown as MiddlewareFunction<T>;
  });
}
