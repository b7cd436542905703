/** Addresses of a YouTube video, for links, search engines' structured data and the fallback link. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
export const youtubeEmbedUrl = (id: string) => `https://www.youtube.com/embed/${id}`;
