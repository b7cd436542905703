import { NewsroomList } from "../components/newsroom-list";
import { SampleLabel } from "../components/sample-label";
import { useTexts } from "../i18n/use-texts";
import type { MastheadPage as MastheadPageData } from "../content/types";

/** /about: the newsrooms, the people, how the stories were made, how to report a correction, the last change. */
export function MastheadPage({ page }: { page: MastheadPageData }) {
  const { texts } = page;
  const { locale, untranslatedIntro } = useTexts();
  const untranslated = page.lang && page.lang !== locale;
  const [lastChangeBefore, lastChangeAfter] = texts.lastChange.split("{date}");
  return (
    <div className="masthead">
      <header className="page-intro" lang={page.lang}>
        <h1>{page.title}</h1>
        <p>{page.summary}</p>
        {untranslated && (
          <p className="untranslated-note" lang={locale}>
            {untranslatedIntro}
          </p>
        )}
        <p lang={page.lang ? locale : undefined}>
          {page.sample && <SampleLabel>{texts.sample}</SampleLabel>}{" "}
          {page.lastChange.date && (
            <span className="masthead__last-change">
              {lastChangeBefore}
              <time dateTime={page.lastChange.date}>{page.lastChange.dateText}</time>
              {lastChangeAfter}
            </span>
          )}
        </p>
      </header>
      <section aria-labelledby="masthead-newsrooms">
        <h2 id="masthead-newsrooms">{texts.newsrooms}</h2>
        <NewsroomList newsrooms={page.newsrooms} />
      </section>
      {page.teams.map((team) => (
        <section key={team.id} aria-labelledby={`masthead-${team.id}`} lang={page.lang}>
          <h2 id={`masthead-${team.id}`}>{team.title}</h2>
          <dl className="masthead__people">
            {team.people.map((person) => (
              <div key={person.name}>
                <dt>{person.name}</dt>
                <dd>{person.role}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {page.howMadeHtml && (
        <section aria-labelledby="masthead-how-made">
          <h2 id="masthead-how-made">{texts.howMade}</h2>
          {/* Sanitized at build time (app/content/markdown.server.ts). */}
          <div
            className="prose masthead__prose"
            lang={page.lang}
            dangerouslySetInnerHTML={{ __html: page.howMadeHtml }}
          />
        </section>
      )}
      {page.corrections && (
        <section aria-labelledby="masthead-corrections">
          <h2 id="masthead-corrections">{texts.corrections}</h2>
          <p className="masthead__prose" lang={page.lang}>
            {page.corrections.note}
          </p>
          <p className="masthead__prose">
            {texts.writeTo} <a href={`mailto:${page.corrections.email}`}>{page.corrections.email}</a>.
          </p>
        </section>
      )}
    </div>
  );
}
