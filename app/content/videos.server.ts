/** A video as a page plays it: its files' URLs, its poster processed, its captions tracks; and its transcript. */
import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import { getImage, getMediaFile } from "./images.server";
import type { VideoRef } from "./reading/files.server";
import { getTranscript } from "./transcript.server";
import type { CaptionTrack, Transcript, Video } from "./types";
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
  const [src, duration, captions, otherCaptions, poster] = await Promise.all([
    getMediaFile(ref.file),
    getVideoDuration(ref.file),
    toCaptionTrack(ref.captions, ref.captionsLang ?? SOURCE_LOCALE),
    Promise.all((ref.otherCaptions ?? []).map((track) => toCaptionTrack(track.file, track.lang))),
    getImage(ref.poster, "poster", { placeholder: true }),
  ]);
  return {
    kind: "file",
    ...common,
    duration,
    src: src.url,
    poster,
    captions,
    ...(otherCaptions.length > 0 ? { otherCaptions } : {}),
  };
}

/** A video's transcript, from the captions shown by default: marked with their language where it is not the page's. */
export async function toTranscript(ref: VideoRef | undefined, locale: Locale): Promise<Transcript | undefined> {
  if (!ref?.captions) return undefined;
  const lang = ref.captionsLang ?? SOURCE_LOCALE;
  return { cues: await getTranscript(ref.captions), ...(lang === locale ? {} : { lang }) };
}
