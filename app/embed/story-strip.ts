/** The embed's strip of stories shows at most this many, then links to the rest on the full site. */
export const EMBED_STORY_STRIP_LENGTH = 6;
