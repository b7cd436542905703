import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import type { SiteContext } from "./site-context";

/** The site settings the root loader read at build time, for any component. */
export function useSiteContext(): SiteContext {
  const context = useRouteLoaderData<typeof rootLoader>("root");
  if (!context) throw new Error("The root loader's site settings are missing");
  return context;
}
