import type { Locale } from "../locale";

/**
 * Plyr's control labels, by its own keys (https://github.com/sampotts/plyr#options, `i18n`), in
 * each language. They travel in the player's on-demand chunk (app/video/plyr-player.ts), not in
 * every page's data with the interface texts: a page whose reader never plays a video never needs
 * them, and the Spanish home's HTML must fit the first round trip (docs/decisions/022 and 033).
 */
export type PlayerLabels = Record<string, string>;

export const PLAYER_LABELS: Record<Locale, PlayerLabels> = {
  // Plyr's own English labels are its defaults.
  en: {},
  es: {
    restart: "Volver a empezar",
    rewind: "Retroceder {seektime}s",
    play: "Reproducir",
    pause: "Pausa",
    fastForward: "Adelantar {seektime}s",
    seek: "Buscar",
    seekLabel: "{currentTime} de {duration}",
    played: "Reproducido",
    buffered: "En búfer",
    currentTime: "Tiempo actual",
    duration: "Duración",
    volume: "Volumen",
    mute: "Silenciar",
    unmute: "Activar sonido",
    enableCaptions: "Activar subtítulos",
    disableCaptions: "Desactivar subtítulos",
    download: "Descargar",
    enterFullscreen: "Pantalla completa",
    exitFullscreen: "Salir de pantalla completa",
    frameTitle: "Reproductor de {title}",
    captions: "Subtítulos",
    settings: "Ajustes",
    pip: "Imagen en imagen",
    menuBack: "Volver al menú anterior",
    speed: "Velocidad",
    normal: "Normal",
    quality: "Calidad",
    loop: "Repetir",
    start: "Inicio",
    end: "Fin",
    all: "Todo",
    reset: "Restablecer",
    disabled: "Desactivados",
    enabled: "Activados",
  },
};

/** The audio description toggle's name, beside Plyr's controls (app/video/audio-description.ts): in the player's chunk too. */
export const AUDIO_DESCRIPTION_LABELS: Record<Locale, { toggle: string }> = {
  en: { toggle: "Audio description" },
  es: { toggle: "Audiodescripción" },
};
