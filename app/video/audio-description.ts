/**
 * Audio description (WCAG 2.2 1.2.5) for a local video that has it (docs/decisions/045): a toggle
 * among Plyr's controls, named in the page's language, that turns on
 * - its descriptions track (`<track kind="descriptions">`): the words of each cue go into a polite
 *   live region under the video, which a screen reader announces and a reader who sees the page
 *   reads as a line under the picture; and/or
 * - its described version: the source switches to the file with the descriptions voiced, at the
 *   same moment, playing if it was. The line under the video then stays, but is not announced:
 *   the sound says it already.
 * The reader's choice is kept (audio-description-choice.ts), and applied to a video already
 * playing in the browser's own player when Plyr comes to dress it (native-video.ts). Part of the
 * player's on-demand chunk: no page pays for it up front.
 */
import type Plyr from "plyr";
import "./audio-description.css";
import type { Video } from "../content/types";
import type { Locale } from "../i18n/locale";
import { AUDIO_DESCRIPTION_LABELS } from "../i18n/texts/player";
import { audioDescriptionWanted, rememberAudioDescription } from "./audio-description-choice";

type LocalVideo = Extract<Video, { kind: "file" }>;

const TRACK_SELECTOR = 'track[kind="descriptions"]';

/** Adds the descriptions track before Plyr dresses the element (Plyr offers captions and subtitles only). */
export function addDescriptionsTrack(media: HTMLVideoElement, video: LocalVideo): void {
  if (!video.descriptions || media.querySelector(TRACK_SELECTOR)) return;
  const track = document.createElement("track");
  track.kind = "descriptions";
  track.src = video.descriptions.src;
  track.srclang = video.descriptions.srcLang;
  track.label = video.descriptions.label;
  media.append(track);
}

/**
 * Offers audio description in the player in `container`, on as the reader last left it.
 * Returns the teardown: the line under the video goes with the player.
 */
export function offerAudioDescription(
  player: Plyr,
  media: HTMLVideoElement,
  container: HTMLElement,
  video: LocalVideo,
  locale: Locale,
): () => void {
  if (!video.descriptions && !video.describedSrc) return () => {};
  const label = AUDIO_DESCRIPTION_LABELS[locale].toggle;
  const textTrack = media.querySelector<HTMLTrackElement>(TRACK_SELECTOR)?.track;
  const line = textTrack ? describedPassagesLine(container, video) : undefined;
  let button: HTMLButtonElement | undefined;
  let on = false;

  const showCues = () => {
    if (!line || !textTrack) return;
    const cues = [...(textTrack.activeCues ?? [])] as VTTCue[];
    line.textContent = cues
      .map((cue) => cue.getCueAsHTML().textContent ?? "")
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
  };
  textTrack?.addEventListener("cuechange", showCues);

  const set = (wanted: boolean) => {
    on = wanted;
    button?.setAttribute("aria-pressed", String(on));
    if (video.describedSrc) switchSource(media, on ? video.describedSrc : video.src);
    if (textTrack) textTrack.mode = on ? "hidden" : "disabled";
    if (line) {
      line.hidden = !on;
      if (on) showCues();
      else line.textContent = "";
    }
  };

  const addToggle = () => {
    const controls = container.querySelector(".plyr__controls");
    if (!controls || button?.isConnected) return;
    button = toggleButton(label, on);
    button.addEventListener("click", () => {
      set(!on);
      rememberAudioDescription(on);
    });
    const captions = controls.querySelector('[data-plyr="captions"]');
    if (captions) captions.after(button);
    else controls.append(button);
  };

  set(audioDescriptionWanted());
  addToggle();
  player.on("ready", addToggle);

  return () => {
    textTrack?.removeEventListener("cuechange", showCues);
    line?.remove();
  };
}

/** The line under the video that shows (and, without a described version, announces) each described passage. */
function describedPassagesLine(container: HTMLElement, video: LocalVideo): HTMLParagraphElement {
  const line = document.createElement("p");
  line.className = "video__description";
  line.hidden = true;
  if (video.descriptions) line.lang = video.descriptions.srcLang;
  // Polite: a described passage waits for what the screen reader is saying, and interrupts nothing.
  if (!video.describedSrc) line.setAttribute("aria-live", "polite");
  (container.closest(".video__frame") ?? container).after(line);
  return line;
}

/** Plyr's look for a control of its bar; the "AD" mark is the picture, the name is in words. */
function toggleButton(label: string, pressed: boolean): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "plyr__controls__item plyr__control video__ad-toggle";
  button.setAttribute("aria-pressed", String(pressed));
  const mark = document.createElement("span");
  mark.className = "video__ad-mark";
  mark.setAttribute("aria-hidden", "true");
  mark.textContent = "AD";
  const name = document.createElement("span");
  name.className = "plyr__sr-only";
  name.textContent = label;
  const tooltip = document.createElement("span");
  tooltip.className = "plyr__tooltip";
  tooltip.setAttribute("aria-hidden", "true");
  tooltip.textContent = label;
  button.append(mark, name, tooltip);
  return button;
}

/** Plays `src` from where the video was, playing if it was. */
function switchSource(media: HTMLVideoElement, src: string): void {
  if (media.getAttribute("src") === src) return;
  const time = media.currentTime;
  const playing = !media.paused;
  media.addEventListener(
    "loadedmetadata",
    () => {
      media.currentTime = time;
      // Refused (a browser wanting another tap), Plyr's play button waits for the reader.
      if (playing) media.play().catch(() => {});
    },
    { once: true },
  );
  media.src = src;
}
