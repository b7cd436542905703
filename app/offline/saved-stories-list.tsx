import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "../embed/use-hydrated";
import { fill } from "../i18n/interface-texts";
import type { SavedStory } from "./offline-caches";
import { canSaveStories, formatBytes, removeStory, savedStories } from "./saved-stories";
import { useOfflineTexts } from "./use-offline-texts";

/** The stories saved on this device, each with its size and a way to remove it. */
export function SavedStoriesList() {
  const hydrated = useHydrated();
  const texts = useOfflineTexts();
  const [stories, setStories] = useState<SavedStory[] | undefined>(undefined);

  useEffect(() => {
    if (!hydrated) return;
    void savedStories().then(setStories);
  }, [hydrated]);

  const remove = async (path: string) => {
    await removeStory(path);
    setStories(await savedStories());
  };
  const used = (stories ?? []).reduce((sum, story) => sum + story.bytes, 0);

  return (
    <section className="saved-stories" aria-labelledby="saved-stories-title">
      <h2 id="saved-stories-title">{texts.savedStories}</h2>
      {hydrated && !canSaveStories() ? (
        <p>{texts.unsupported}</p>
      ) : stories === undefined ? null : stories.length === 0 ? (
        <p>{texts.noSavedStories}</p>
      ) : (
        <>
          <ul role="list" className="saved-stories__list">
            {stories.map((story) => (
              <li key={story.path} className="saved-stories__item">
                <Link to={story.path}>{story.title}</Link>{" "}
                <span className="saved-stories__size">{formatBytes(story.bytes, texts.intlLocale)}</span>{" "}
                <button
                  type="button"
                  className="saved-stories__remove"
                  aria-label={fill(texts.removeLabel, { title: story.title })}
                  onClick={() => void remove(story.path)}
                >
                  {texts.remove}
                </button>
              </li>
            ))}
          </ul>
          <p className="saved-stories__total">
            {fill(texts.storageUse, { used: formatBytes(used, texts.intlLocale) })}
          </p>
        </>
      )}
    </section>
  );
}
