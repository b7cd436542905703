/**
 * The map of the four newsrooms' regions, drawn once per build from the Census Bureau's county
 * boundaries (us-atlas, TopoJSON) in a conic conformal projection fitted to California (d3-geo).
 * Only path strings and points reach the page: the map is inline SVG with no script and no request
 * (docs/decisions/043).
 */
import { createRequire } from "node:module";
import { geoConicConformal, geoPath } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { feature, merge } from "topojson-client";
import { presimplify, simplify } from "topojson-simplify";
import type {
  GeometryCollection,
  MultiPolygon as TopoMultiPolygon,
  Polygon as TopoPolygon,
  Topology,
} from "topojson-specification";
import type { Locale } from "../i18n/locale";
import { edition, mark } from "../content/lookup.server";
import { contributorIndexPath } from "../addresses/site-paths";
import { LABEL_LINE_HEIGHT, type NewsroomMap, type NewsroomMapRegion } from "./newsroom-map-types";

const CALIFORNIA_FIPS = "06";
/** The map's width in SVG units: about a phone's, so its labels read at 320 px. Its height follows the state's shape. */
const WIDTH = 320;
/** Room left and right of the state for the labels, and above and below it. */
const MARGIN = { x: 56, y: 6 };
/** Below this weight (square degrees at the Atlas's quantization) a point of a border goes: about 1 kB for the state. */
const MIN_WEIGHT = 0.02;
const LABEL_FONT_SIZE = 14;
const LINE_HEIGHT = LABEL_LINE_HEIGHT;
/** About a character's advance at LABEL_FONT_SIZE in the body face, to keep labels inside the box and apart. */
const CHARACTER_WIDTH = 0.6 * LABEL_FONT_SIZE;
/** A label longer than this many characters breaks between words. */
const LINE_LENGTH = 13;
/** Between a marker and its label. */
const GAP = 8;

type CountyProperties = { name: string };
type County = (TopoPolygon<CountyProperties> | TopoMultiPolygon<CountyProperties>) & { properties: CountyProperties };
type Counties = { type: "GeometryCollection"; geometries: County[] };

interface Geography {
  topology: Topology<{ counties: GeometryCollection<CountyProperties> }>;
  counties: Counties;
}

let geography: Geography | undefined;

/** California's counties from the Atlas's 1:10,000,000 file, simplified for a phone-sized map. */
function californiaGeography(): Geography {
  if (geography) return geography;
  const atlas = createRequire(import.meta.url)("us-atlas/counties-10m.json") as Geography["topology"];
  const topology = simplify(presimplify(atlas), MIN_WEIGHT) as Geography["topology"];
  const counties: Counties = {
    type: "GeometryCollection",
    geometries: topology.objects.counties.geometries.filter((county): county is County =>
      String(county.id).startsWith(CALIFORNIA_FIPS),
    ),
  };
  geography = { topology, counties };
  return geography;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The label's words in lines of about LINE_LENGTH characters. */
function lines(label: string): string[] {
  const result: string[] = [];
  for (const word of label.split(/\s+/)) {
    const last = result.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= LINE_LENGTH)
      result[result.length - 1] = `${last} ${word}`;
    else result.push(word);
  }
  return result;
}

type Box = [left: number, top: number, right: number, bottom: number];

const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** Where a label of `text` lines beside the marker at (x, y) would sit, on each side. */
function labelBox(side: NewsroomMapRegion["side"], [x, y]: [number, number], text: string[]): Box {
  const width = Math.max(...text.map((line) => line.length)) * CHARACTER_WIDTH;
  const top = y - LABEL_FONT_SIZE * 0.75;
  const bottom = top + text.length * LINE_HEIGHT;
  return side === "right" ? [x + GAP, top, x + GAP + width, bottom] : [x - GAP - width, top, x - GAP, bottom];
}

/** The map of every newsroom that names its area, in the page's language, each region linking to its newsroom's contributors. */
export function getNewsroomMap(locale: Locale): NewsroomMap {
  const { topology, counties } = californiaGeography();
  const state = merge(topology, counties.geometries);
  const projection = geoConicConformal()
    .parallels([34, 40.5])
    .rotate([120, 0])
    .fitWidth(WIDTH - 2 * MARGIN.x, state);
  projection.translate([projection.translate()[0] + MARGIN.x, projection.translate()[1] + MARGIN.y]);
  const path = geoPath(projection).digits(1);
  const height = Math.ceil(path.bounds(state)[1][1] + MARGIN.y);
  const markers: Box[] = [];
  const labels: Box[] = [];
  const regions: NewsroomMapRegion[] = [];
  for (const newsroom of edition(locale).newsrooms) {
    if (!newsroom.area) continue;
    const { county: name, place } = newsroom.area;
    const county = counties.geometries.find((geometry) => geometry.properties.name === name);
    if (!county) {
      throw new Error(
        `${newsroom.file}: area.county "${name}" is not a California county (the Census names them like "Los Angeles")`,
      );
    }
    const shape = feature(topology, county) as Feature<Polygon | MultiPolygon>;
    const [x, y] = place ? projection([place.longitude, place.latitude])! : path.centroid(shape);
    const point: [number, number] = [round(x), round(y)];
    markers.push([x - 5, y - 5, x + 5, y + 5]);
    regions.push({
      slug: newsroom.slug,
      name: newsroom.name,
      region: newsroom.region,
      lines: lines(newsroom.region),
      href: `${contributorIndexPath(locale)}#${newsroom.slug}`,
      county: path(shape) ?? "",
      whole: !place,
      point,
      side: "right",
      ...mark(newsroom, locale),
    });
  }
  // Each label on the first side where it stays on the map and clear of the markers and the labels placed before it.
  for (const region of regions) {
    const fits = (side: NewsroomMapRegion["side"]) => {
      const box = labelBox(side, region.point, region.lines);
      const inside = box[0] >= 0 && box[2] <= WIDTH && box[1] >= 0 && box[3] <= height;
      return inside && ![...markers, ...labels].some((other) => overlaps(box, other));
    };
    // The west's labels look first to the ocean, the east's to the desert.
    const [first, second] = region.point[0] < WIDTH / 2 ? (["left", "right"] as const) : (["right", "left"] as const);
    region.side = fits(first) || !fits(second) ? first : second;
    labels.push(labelBox(region.side, region.point, region.lines));
  }
  // A label that fits on neither side (a long name near the state's southern tip) runs below the
  // state: the drawing grows to hold it, so nothing is drawn outside the figure's box.
  const drawingHeight = Math.max(height, ...labels.map((box) => Math.ceil(box[3] + MARGIN.y)));
  return { width: WIDTH, height: drawingHeight, state: path(state) ?? "", regions };
}
