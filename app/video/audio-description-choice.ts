/**
 * Whether the reader wants audio description: off until they turn it on, then on for every video
 * that has it, as the captions choice is kept (captions-choice.ts), in this site's own key.
 */
const STORAGE_KEY = "audio-description";

export function audioDescriptionWanted(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === "on";
  } catch {
    return false;
  }
}

export function rememberAudioDescription(wanted: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, wanted ? "on" : "off");
  } catch {
    // No storage here: the choice lasts as long as the player.
  }
}
