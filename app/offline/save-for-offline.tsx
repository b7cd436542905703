import { useEffect, useId, useState } from "react";
import type { Video } from "../content/types";
import { useHydrated } from "../embed/use-hydrated";
import { fill } from "../i18n/interface-texts";
import type { SavedStory } from "./offline-caches";
import {
  NoRoomError,
  canSaveStories,
  formatBytes,
  imagesIn,
  removeStory,
  saveStory,
  savedStory,
} from "./saved-stories";
import { useOfflineTexts } from "./use-offline-texts";

type State =
  { kind: "unsaved" } | { kind: "saving" } | { kind: "saved"; story: SavedStory } | { kind: "failed"; message: string };

/**
 * "Save for offline" on a story's page: keeps the page, its payload, its images and captions, and
 * the video if the reader ticks it, on this device (saved-stories.ts). Shown once the page runs:
 * the pre-rendered page cannot know what this device keeps.
 */
export function SaveForOffline({ path, title, video }: { path: string; title: string; video?: Video }) {
  const hydrated = useHydrated();
  const texts = useOfflineTexts();
  const videoId = useId();
  const [state, setState] = useState<State>({ kind: "unsaved" });
  const [withVideo, setWithVideo] = useState(false);
  const supported = hydrated && canSaveStories();
  const file = video?.kind === "file" ? video : undefined;

  useEffect(() => {
    if (!supported) return;
    let current = true;
    void savedStory(path).then((story) => {
      if (current) setState(story ? { kind: "saved", story } : { kind: "unsaved" });
    });
    return () => {
      current = false;
    };
  }, [path, supported]);

  if (!hydrated) return null;
  if (!supported)
    return (
      <section className="save-offline">
        <p className="save-offline__status">{texts.unsupported}</p>
      </section>
    );

  const save = async () => {
    setState({ kind: "saving" });
    try {
      const main = document.querySelector("main") ?? document;
      // The audio description's track with the captions: the player offers it offline too.
      const tracks = file
        ? [file.captions, ...(file.otherCaptions ?? []), ...(file.descriptions ? [file.descriptions] : [])]
        : [];
      const captions = tracks.map((track) => track.src);
      const images = imagesIn(main);
      const story = await saveStory(path, title, { images, captions, video: withVideo ? file?.src : undefined });
      setState({ kind: "saved", story });
    } catch (error) {
      setState({
        kind: "failed",
        message:
          error instanceof NoRoomError
            ? fill(texts.noRoom, {
                needed: formatBytes(error.needed, texts.intlLocale),
                free: formatBytes(Math.max(0, error.free), texts.intlLocale),
              })
            : texts.saveFailed,
      });
    }
  };
  const remove = async () => {
    await removeStory(path);
    setState({ kind: "unsaved" });
  };

  return (
    <section className="save-offline" aria-label={texts.save}>
      {state.kind === "saved" ? (
        <>
          <p className="save-offline__status" role="status">
            {texts.saved} ({formatBytes(state.story.bytes, texts.intlLocale)})
          </p>
          <button type="button" className="save-offline__button" onClick={() => void remove()}>
            {texts.remove}
          </button>
        </>
      ) : (
        <>
          {file && (
            <p className="save-offline__option">
              <input
                id={videoId}
                type="checkbox"
                checked={withVideo}
                onChange={(event) => setWithVideo(event.target.checked)}
              />
              <label htmlFor={videoId}>{texts.includeVideo}</label>
            </p>
          )}
          <button
            type="button"
            className="save-offline__button"
            disabled={state.kind === "saving"}
            onClick={() => void save()}
          >
            {state.kind === "saving" ? texts.saving : texts.save}
          </button>
          <p className="save-offline__status" role="status">
            {state.kind === "failed" ? state.message : ""}
          </p>
        </>
      )}
    </section>
  );
}
