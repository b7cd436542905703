/**
 * React Router's name for a page's payload, the `.data` file a client navigation fetches and the
 * pre-render writes (React Router 7.18 with `v8_trailingSlashAwareDataRequests`): the page path
 * plus `.data`, and `_.data` inside a path that ends in `/` (the home page: `/_.data`). Not a
 * documented contract, so written once here, for the app, the build and the server alike.
 */
export const DATA_FILE_EXTENSION = ".data";

/** The payload of a page path: `/a` → `/a.data`, `/` → `/_.data`. */
export function payloadPath(pagePath: string): string {
  return pagePath.endsWith("/") ? `${pagePath}_${DATA_FILE_EXTENSION}` : `${pagePath}${DATA_FILE_EXTENSION}`;
}
