import { useId } from "react";
import { fill } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import { LABEL_LINE_HEIGHT, type NewsroomMap as NewsroomMapData, type NewsroomMapRegion } from "./newsroom-map-types";

/**
 * Where the newsrooms report: California drawn at build time (newsroom-map.server.ts), each
 * region a link to its newsroom's contributors, and the same links as a list beside it, its text
 * alternative. Plain SVG and links: nothing runs, nothing is requested.
 */
export function NewsroomMap({ map }: { map: NewsroomMapData }) {
  const texts = useTexts();
  const id = useId();
  const titleId = `${id}-title`;
  const captionId = `${id}-caption`;
  return (
    <figure className="newsroom-map" aria-labelledby={captionId}>
      <svg
        className="newsroom-map__drawing"
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="group"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{texts.newsroomMapTitle}</title>
        <path className="newsroom-map__state" d={map.state} aria-hidden="true" />
        {map.regions.map((region) => (
          <MapRegion key={region.slug} region={region} label={linkLabel(region, texts.newsroomMapLink)} />
        ))}
      </svg>
      <figcaption className="newsroom-map__caption">
        <p id={captionId} className="label">
          {texts.newsroomMapTitle}
        </p>
        <ul className="newsroom-map__list" role="list">
          {map.regions.map((region) => (
            <li key={region.slug} lang={region.lang}>
              <a href={region.href}>{region.region}</a> <span className="newsroom-map__newsroom">{region.name}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

const linkLabel = (region: NewsroomMapRegion, template: string) =>
  fill(template, { region: region.region, newsroom: region.name });

/** One region: its county (lightly, when the newsroom marks a place in it), its marker and its label, one link. */
function MapRegion({ region, label }: { region: NewsroomMapRegion; label: string }) {
  const [x, y] = region.point;
  const right = region.side === "right";
  return (
    <a href={region.href} aria-label={label} className="newsroom-map__region" lang={region.lang}>
      <path
        className={region.whole ? "newsroom-map__county" : "newsroom-map__county newsroom-map__county--part"}
        d={region.county}
      />
      <circle className="newsroom-map__marker" cx={x} cy={y} r={4.5} />
      <text x={right ? x + 8 : x - 8} y={y + 5} textAnchor={right ? "start" : "end"} aria-hidden="true">
        {region.lines.map((line, index) => (
          <tspan key={index} x={right ? x + 8 : x - 8} dy={index === 0 ? undefined : LABEL_LINE_HEIGHT}>
            {line}
          </tspan>
        ))}
      </text>
    </a>
  );
}
