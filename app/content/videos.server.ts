/** A video as a page plays it: its files' URLs, its poster processed, its captions tracks; and its transcript. */
import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import { getImage, getMediaFile } from "../images/images.server";
import type { VideoRef } from "./reading/files.server";
import { getTranscript } from "./transcript.server";
import type { CaptionTrack, Transcript, TranscriptCue, Video } from "./types";
import { getVideoDuration } from "./video-duration.server";

/** Each track's name in its own language, as a captions menu lists them. */
const CAPTION_LABELS: Record<Locale, string> = { en: "English", es: "Español" };

async function toCaptionTrack(file: string, lang: Locale): Promise<CaptionTrack> {
  return { src: (await getMediaFile(file)).url, srcLang: lang, label: CAPTION_LABELS[lang] };
}

export async function toVideo(ref: VideoRef, defaultDate?: string): Promise<Video> {
  const date = ref.date ?? defaultDate;
  const common = { title: ref.title, ...(date ? { date } : {}) };
  if (ref.kind === "youtube") {
    return {
      kind: "youtube",
      id: ref.id,
      ...(ref.duration ? { duration: ref.duration } : {}),
      ...common,
      ...(ref.poster ? { poster: await getImage(ref.poster, "poster", { placeholder: true }) } : {}),
    };
  }
  const [src, duration, captions, otherCaptions, poster, descriptions, described] = await Promise.all([
    getMediaFile(ref.file),
    getVideoDuration(ref.file),
    toCaptionTrack(ref.captions, ref.captionsLang ?? SOURCE_LOCALE),
    Promise.all((ref.otherCaptions ?? []).map((track) => toCaptionTrack(track.file, track.lang))),
    getImage(ref.poster, "poster", { placeholder: true }),
    ref.descriptions ? toCaptionTrack(ref.descriptions, ref.descriptionsLang ?? SOURCE_LOCALE) : undefined,
    ref.describedFile ? getMediaFile(ref.describedFile) : undefined,
  ]);
  return {
    kind: "file",
    ...common,
    duration,
    src: src.url,
    poster,
    captions,
    ...(otherCaptions.length > 0 ? { otherCaptions } : {}),
    ...(descriptions ? { descriptions } : {}),
    ...(described ? { describedSrc: described.url } : {}),
  };
}

/**
 * A video's transcript, from the captions shown by default, with its audio descriptions where they
 * fall (a description first where both start together: what is seen, then what is said). Marked
 * with its language where it is not the page's; a description in another language than the
 * captions, with its own.
 */
export async function toTranscript(ref: VideoRef | undefined, locale: Locale): Promise<Transcript | undefined> {
  if (!ref?.captions) return undefined;
  const lang = ref.captionsLang ?? SOURCE_LOCALE;
  const spoken = await getTranscript(ref.captions);
  const described = ref.kind === "file" && ref.descriptions ? await getTranscript(ref.descriptions) : [];
  const descriptionsLang = ref.kind === "file" ? (ref.descriptionsLang ?? SOURCE_LOCALE) : lang;
  const descriptions = described.map(({ start, text }): TranscriptCue => ({
    start,
    text,
    description: true,
    ...(descriptionsLang === lang ? {} : { lang: descriptionsLang }),
  }));
  const cues = [...descriptions, ...spoken].sort((a, b) => a.start - b.start);
  return { cues, ...(lang === locale ? {} : { lang }) };
}
