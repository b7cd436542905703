/** The editing studio's URL path: a folder of the site, kept out of search and of the readers' pages. */
export const STUDIO_PATH = "/admin/";
/** Its folder in the build's client folder. */
export const STUDIO_DIR = "admin";
