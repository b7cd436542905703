import type { StoryPage } from "../content/types";
import { useTexts } from "../i18n/use-texts";

/** Under a story: who made it beside its teller, and an editor's note of a change since publication. */
export function StoryCredits({ credits, updated }: Pick<StoryPage, "credits" | "updated">) {
  const texts = useTexts();
  if (!credits && !updated) return null;
  const roles = [
    [texts.creditReporter, credits?.reporter],
    [texts.creditEditor, credits?.editor],
    [texts.creditTranslator, credits?.translator],
    [texts.creditProducer, credits?.producer],
  ].filter((role): role is [string, string] => Boolean(role[1]));
  return (
    <footer className="story-credits">
      {updated && (
        <p className="story-credits__updated">
          <strong>
            {texts.storyUpdated} <time dateTime={updated.date}>{updated.dateText}</time>:
          </strong>{" "}
          {updated.note}
        </p>
      )}
      {roles.length > 0 && (
        <section aria-labelledby="story-credits-title">
          <h2 id="story-credits-title" className="label story-credits__title">
            {texts.storyCredits}
          </h2>
          <dl className="story-credits__list">
            {roles.map(([role, name]) => (
              <div key={role}>
                <dt>{role}</dt>
                <dd>{name}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </footer>
  );
}
