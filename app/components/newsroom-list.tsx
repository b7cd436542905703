import type { Newsroom } from "../content/types";
import { ResponsiveImage } from "./responsive-image";

/** The partner newsrooms, each with a link to its own site. */
export function NewsroomList({ newsrooms }: { newsrooms: Newsroom[] }) {
  return (
    <ul className="grid-list newsroom-list" role="list">
      {newsrooms.map((newsroom) => (
        <li key={newsroom.slug} id={`newsroom-${newsroom.slug}`} className="newsroom" lang={newsroom.lang}>
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
