import type { Newsroom } from "../content/types";
import { useTexts } from "../i18n/use-texts";
import { searchMarks } from "../search/search-record";
import { ResponsiveImage } from "./responsive-image";

/** The partner newsrooms, each with a link to its own site. */
export function NewsroomList({ newsrooms }: { newsrooms: Newsroom[] }) {
  const { locale } = useTexts();
  return (
    <ul className="newsroom-list" role="list">
      {newsrooms.map((newsroom) => (
        <li
          key={newsroom.slug}
          id={`newsroom-${newsroom.slug}`}
          className="newsroom"
          lang={newsroom.lang}
          {...searchMarks(
            {
              kind: "newsroom",
              slug: newsroom.slug,
              name: newsroom.name,
              region: newsroom.region,
              lang: newsroom.lang,
            },
            { newsroom: newsroom.slug, language: newsroom.lang ?? locale },
          )}
        >
          <ResponsiveImage image={newsroom.logo} sizes="72px" className="newsroom__logo" />
          <div>
            <h3 className="newsroom__name">
              <a href={newsroom.url}>{newsroom.name}</a>
            </h3>
            <p className="newsroom__region">{newsroom.region}</p>
            <p className="newsroom__description">{newsroom.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
