import type { Locale } from "../locale";

/**
 * The words of offline reading (app/offline/): the save control, the saved list, the offline page
 * and the offer to reload after a deploy. They travel with the code that shows them (the story
 * route, the offline page, the worker's registration chunk), not in every page's data.
 */
export interface OfflineTexts {
  save: string;
  saving: string;
  saved: string;
  remove: string;
  includeVideo: string;
  saveFailed: string;
  noRoom: string;
  unsupported: string;
  savedStories: string;
  noSavedStories: string;
  size: string;
  removeLabel: string;
  storageUse: string;
  offlineTitle: string;
  offlineHeading: string;
  offlineIntro: string;
  offlineTryAgain: string;
  updateReady: string;
  updateReload: string;
}

export const OFFLINE_TEXTS: Record<Locale, OfflineTexts> = {
  en: {
    save: "Save for offline",
    saving: "Saving…",
    saved: "Saved for offline reading",
    remove: "Remove from this device",
    includeVideo: "Include the video",
    saveFailed: "The story could not be saved. Check your connection and try again.",
    noRoom:
      "There is no room on this device to save this story ({needed} needed, {free} free). Remove a saved story, or save it without the video.",
    unsupported: "This browser cannot keep stories for offline reading.",
    savedStories: "Saved stories",
    noSavedStories: "No stories saved yet. Open a story and choose “Save for offline” to read it without a connection.",
    size: "{size}",
    removeLabel: "Remove “{title}” from this device",
    storageUse: "Saved stories use {used} of this device’s storage.",
    offlineTitle: "You’re offline",
    offlineHeading: "You’re offline",
    offlineIntro:
      "This page isn’t saved on this device. The stories you saved, and the pages you opened, can still be read.",
    offlineTryAgain: "Try the page again",
    updateReady: "A new version of the site is ready.",
    updateReload: "Reload",
  },
  es: {
    save: "Guardar para leer sin conexión",
    saving: "Guardando…",
    saved: "Guardada para leer sin conexión",
    remove: "Quitar de este dispositivo",
    includeVideo: "Incluir el video",
    saveFailed: "No se pudo guardar la historia. Revisa tu conexión y vuelve a intentarlo.",
    noRoom:
      "No hay espacio en este dispositivo para guardar esta historia (se necesitan {needed} y quedan {free}). Quita una historia guardada o guárdala sin el video.",
    unsupported: "Este navegador no puede guardar historias para leerlas sin conexión.",
    savedStories: "Historias guardadas",
    noSavedStories:
      "Todavía no guardaste ninguna historia. Abre una y elige “Guardar para leer sin conexión” para leerla sin internet.",
    size: "{size}",
    removeLabel: "Quitar “{title}” de este dispositivo",
    storageUse: "Las historias guardadas ocupan {used} del almacenamiento de este dispositivo.",
    offlineTitle: "Estás sin conexión",
    offlineHeading: "Estás sin conexión",
    offlineIntro:
      "Esta página no está guardada en este dispositivo. Las historias que guardaste y las páginas que abriste se pueden seguir leyendo.",
    offlineTryAgain: "Volver a intentar",
    updateReady: "Hay una nueva versión del sitio.",
    updateReload: "Volver a cargar",
  },
};
