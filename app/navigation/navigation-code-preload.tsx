import { useNavigationTargets } from "../framework/router-internals";

function preloadModules(target: string | undefined, moduleUrls: string[]): void {
  if (!target) return;
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href")),
  );
  for (const href of moduleUrls) {
    if (present.has(href)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/**
 * As a navigation starts, every chunk of the routes it is headed for at once: React Router asks for
 * a route's module, and the browser for the chunks that module imports only once it has arrived, a
 * second round trip on a slow network (a story's page: its module, then the story article's chunk).
 */
export function NavigationCodePreload() {
  useNavigationTargets(preloadModules);
  return null;
}
