import type { Locale } from "../i18n/locale";

/** Between the lines of a label, in SVG units. */
export const LABEL_LINE_HEIGHT = 16;

/** One newsroom's region on the map, in the page's language. */
export interface NewsroomMapRegion {
  slug: string;
  name: string;
  /** The region's name, its label: "Oakland", "Este del Valle de Coachella". */
  region: string;
  /** The label broken into lines, for the map. */
  lines: string[];
  /** Where the newsroom's contributors and their stories are listed. */
  href: string;
  /** The county's outline, an SVG path in the map's units. */
  county: string;
  /** True when the newsroom covers its whole county; false when it marks a place in it. */
  whole: boolean;
  /** The marker: the place, or the county's centre. */
  point: [number, number];
  /** Which side of the marker its label sits on. */
  side: "left" | "right";
  /** Set when the region's words are not yet translated. */
  lang?: Locale;
}

/** California's outline and the newsrooms' regions, in SVG units: what the page's loader carries. */
export interface NewsroomMap {
  width: number;
  height: number;
  state: string;
  regions: NewsroomMapRegion[];
}
