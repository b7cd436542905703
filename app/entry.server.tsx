// Renders each page at build time (the site is pre-rendered only: `ssr: false`). React Router's
// default entry streams a page once its shell is ready, unless the request comes from a bot; a
// pre-rendered page is read whole before it is written to disk, so streaming gains nothing, and
// it costs every page React's boundary-reveal runtime: inline scripts ($RB, $RV, $RC) that move
// the late parts into place while the page parses, each one more hash in the Content-Security-
// Policy. Waiting for all of it writes a complete document instead (docs/decisions/016).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * The pages to pre-render, for the build's own pre-render (scripts/stages/prerender.ts): named by
 * this bundle, so they come from the same loaded content its loaders read, not a second copy.
 */
export { getPrerenderPaths } from "./routes/page-list.server";

/** How long a page may take to render before the build gives up on it. */
export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError(error) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout);
  });
}
