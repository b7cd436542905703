/**
 * The DOM event a share control dispatches for each share (its detail: the method and what was
 * shared), which the tag manager turns into a `share` push: the control needs no analytics code.
 */
export const SHARE_EVENT = "site:share";
