import { createContext, useContext, useEffect } from "react";
import type { SiteContext } from "./site-context";

/**
 * The root loader's data, provided by the root's Layout (app/root.tsx). Components read it here
 * rather than through useRouteLoaderData, which re-renders its every caller on each change of the
 * router's state: a navigation's loading state would re-render the whole page it is leaving.
 */
export const SiteContextOfPage = createContext<SiteContext | undefined>(undefined);

/** The site settings the root loader (app/root.tsx) read at build time, for any component. */
export function useSiteContext(): SiteContext {
  const context = useContext(SiteContextOfPage);
  if (!context) throw new Error("The root loader's site settings are missing");
  return context;
}

/** The context last seen in the root's data (as useOptionalTexts keeps the texts): see below. */
let remembered: SiteContext | undefined;

/**
 * The site settings, or, where the root's data is missing (a client navigation that failed before
 * any loader ran), the ones of the page the reader was on; undefined if there never were any.
 */
export function useOptionalSiteContext(): SiteContext | undefined {
  const context = useContext(SiteContextOfPage) ?? remembered;
  useEffect(() => {
    remembered = context;
  }, [context]);
  return context;
}
