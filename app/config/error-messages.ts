/**
 * The error texts of the specification (error page, route manifest check, middleware), quoted exactly.
 * The error page, the route manifest check and the middleware registry read them from here.
 */

export const NOT_FOUND_MESSAGE = "This page could not be found";
export const NOT_FOUND_LINK_TEXT = "Back to the home page";

export const DEFAULT_ERROR_STATUS = 500;
export const DEFAULT_ERROR_MESSAGE = "Error";

export const ERROR_PAGE_FAILED_MESSAGE = "An error occurred while showing the error page";
export const ERROR_PAGE_FAILED_LINK_TEXT = "Go back to home";

/** The Spanish edition's 404 texts (issue 16), quoted as exactly as the English ones. */
export const NOT_FOUND_MESSAGE_ES = "No se pudo encontrar esta página";
export const NOT_FOUND_LINK_TEXT_ES = "Volver a la página de inicio";

/**
 * The 404 page's texts in each language: a client navigation from a page of one language to an
 * unknown path of the other has only the first page's dictionary.
 */
export const NOT_FOUND_TEXTS = {
  en: { message: NOT_FOUND_MESSAGE, link: NOT_FOUND_LINK_TEXT },
  es: { message: NOT_FOUND_MESSAGE_ES, link: NOT_FOUND_LINK_TEXT_ES },
} as const;

/**
 * When the error page itself fails, in each language. The one text that ships in both: the page
 * that shows it may have lost everything else, its data with its dictionary included.
 */
export const ERROR_PAGE_FAILED_TEXTS = {
  en: { message: ERROR_PAGE_FAILED_MESSAGE, link: ERROR_PAGE_FAILED_LINK_TEXT },
  es: { message: "Ocurrió un error al mostrar la página de error", link: "Volver al inicio" },
} as const;

export const notPrerenderedMessage = (path: string) => `Route ${path} is not pre-rendered`;
export const unknownMiddlewareMessage = (name: string) => `Unknown middleware ${name}`;

/** The accessible name of the navigation progress bar. */
export const PROGRESS_BAR_LABEL = "Page loading";

/** The polite banner shown while the browser is offline. */
export const OFFLINE_BANNER_MESSAGE =
  "You are offline. Pages you have not opened yet will load when you are back online.";
/** The error page's message when a navigation failed because the browser is offline. */
export const OFFLINE_NAVIGATION_MESSAGE = "This page could not be loaded because you are offline";
export const RETRY_TEXT = "Try again";

/** A copy button's message when the browser refuses the clipboard. */
export const COPY_FAILED_MESSAGE = "Could not copy: the code is selected, press Ctrl+C (⌘C on a Mac) to copy it";

/** The embed's note when a contributor's view could not load (offline, a failed request): the default view shows instead. */
export const embedViewUnavailableMessage = (name: string) =>
  `${name}’s stories could not be loaded. Reload to try again.`;

/** The video player's message when its code could not load (offline, blocked). */
export const PLAYER_FAILED_MESSAGE = "The player could not load. Check your connection and press play to try again.";

/** The video player's message when a local video cannot play (no decoder for it, not found, stalled). */
export const VIDEO_UNPLAYABLE_MESSAGE =
  "This video can’t be played here. You can download it, with its captions, to watch on your device.";
