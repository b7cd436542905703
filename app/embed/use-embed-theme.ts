import { useEffect } from "react";
import type { EmbedTheme } from "./embed-view";

/** Forces the colour scheme on the whole document (app/styles/tokens.css reads `data-theme`). */
export function useEmbedTheme(theme: EmbedTheme | undefined): void {
  useEffect(() => {
    if (!theme) return;
    const root = document.documentElement;
    root.dataset.theme = theme;
    return () => {
      delete root.dataset.theme;
    };
  }, [theme]);
}
