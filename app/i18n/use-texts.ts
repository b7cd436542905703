import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import type { InterfaceTexts } from "./interface-texts";

/**
 * The interface texts of the page's language, which the root loader picked at build time. Throws
 * without them (as useSiteContext does): under the error page, ErrorPageGuard then shows its own.
 */
export function useTexts(): InterfaceTexts {
  const context = useRouteLoaderData<typeof rootLoader>("root");
  if (!context) throw new Error("The root loader's interface texts are missing");
  return context.texts;
}
