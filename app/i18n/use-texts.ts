import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import type { InterfaceTexts } from "./interface-texts";

/**
 * The texts last seen in the root's data. A client navigation that fails before any loader ran
 * (the route manifest check's 404, an offline payload request) leaves the root error boundary
 * without data: its page keeps the language it was reading in.
 */
let remembered: InterfaceTexts | undefined;

/** The interface texts of the page's language, or undefined where none were ever loaded. */
export function useOptionalTexts(): InterfaceTexts | undefined {
  // Typed by what is read here, not by importing app/root.tsx, which sits above every module it renders.
  const texts = useRouteLoaderData<{ texts: InterfaceTexts }>("root")?.texts ?? remembered;
  useEffect(() => {
    remembered = texts;
  }, [texts]);
  return texts;
}

/**
 * The interface texts of the page's language, which the root loader picked at build time. Throws
 * without them (as useSiteContext does): under the error page, ErrorPageGuard then shows its own.
 */
export function useTexts(): InterfaceTexts {
  const texts = useOptionalTexts();
  if (!texts) throw new Error("The root loader's interface texts are missing");
  return texts;
}
