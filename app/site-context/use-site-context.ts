import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import type { SiteContext } from "./site-context";

/** The site settings the root loader (app/root.tsx) read at build time, for any component. */
export function useSiteContext(): SiteContext {
  const context = useRouteLoaderData<SiteContext>("root");
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
  const context = useRouteLoaderData<SiteContext>("root") ?? remembered;
  useEffect(() => {
    remembered = context;
  }, [context]);
  return context;
}
