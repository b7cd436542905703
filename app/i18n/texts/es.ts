import { NOT_FOUND_MESSAGE_ES } from "../../error-messages";
import type { InterfaceTexts } from "../interface-texts";

/**
 * The interface in US Spanish, written for young Californians and their families: "tú" for the
 * reader, everyday words ("video", "celular") over formal ones. Loaded at build time only.
 */
export const es: InterfaceTexts = {
  locale: "es",
  intlLocale: "es-US",
  ogLocale: "es_US",

  otherLanguageName: "English",
  otherLanguageLinkLabel: "Read this page in English",

  skipToContent: "Saltar al contenido",
  mainNavigation: "Principal",
  stories: "Historias",
  contributors: "Participantes",
  newsrooms: "Medios",
  about: "Proyecto",
  jointProjectIn: "Un proyecto conjunto de redacciones juveniles de {regions}.",
  listAnd: "y",
  numberWords: ["cero", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"],

  progressBarLabel: "Cargando la página",
  offlineBanner: "Estás sin conexión. Las páginas que todavía no abriste se cargarán cuando vuelvas a estar en línea.",
  offlineNavigation: "No se pudo cargar esta página porque estás sin conexión",
  retry: "Intentar de nuevo",

  notFound: NOT_FOUND_MESSAGE_ES,
  errorStatusTitle: "Error {status}",

  aboutTheProject: "Sobre el proyecto",
  jointProjectOf: "Un proyecto conjunto de {count} redacciones juveniles:",
  chapterNumber: "Capítulo {number}",
  theNewsrooms: "Las redacciones",
  homeEmbedSubject: "el video y las historias del proyecto",
  untranslatedIntro: "Esta introducción todavía no está traducida al español.",

  contributorsDescription:
    "Los jóvenes de California que cuentan estas historias, y las redacciones con las que las reportaron.",
  contributorsIntro: "Los jóvenes que cuentan estas historias, con la redacción con la que reportó cada uno.",
  contributor: "Participante",
  sampleProfile: "Perfil de muestra",
  age: "{age} años",
  storiesBy: "Historias de {name}",
  videoOf: "El video de {name}",
  moreContributors: "Más participantes",
  previousContributor: "Participante anterior",
  nextContributor: "Participante siguiente",
  contributorEmbedSubject: "el video y las historias de {name}",
  untranslatedContributor: "Este perfil todavía no está traducido al español.",

  sampleStory: "Historia de muestra",
  videoTag: "Video",
  untranslatedStory: "Esta historia todavía no está traducida al español.",
  untranslatedShort: "Todavía en inglés",

  share: "Compartir",
  shareLabel: "Compartir: {title}",
  shareListLabel: "Formas de compartir “{title}”",
  shareByEmail: "Correo",
  opensInNewTab: "se abre en una pestaña nueva",
  copyLink: "Copiar enlace",
  copyLinkLabel: "Copiar el enlace a “{title}”",
  linkCopied: "Enlace copiado",
  copyLinkFailed: "No se pudo copiar: el enlace está seleccionado; presiona Ctrl+C (⌘C en una Mac) para copiarlo",

  feedAtom: "Feed Atom",
  feedJson: "JSON Feed",
  feedTitle: "{site}: las historias ({format})",

  videoAddress: "Video: {url}",

  playVideo: "Reproducir video: {title}",
  loadingPlayer: "Cargando el reproductor…",
  watchOnYouTube: "Ver en YouTube",
  watchOnYouTubeLabel: "Ver en YouTube: {title} (se abre en una pestaña nueva)",
  watchTitleOnYouTube: "Ver “{title}” en YouTube",
  downloadTitle: "Descargar “{title}” (MP4)",
  downloadCaptions: "Descargar los subtítulos de “{title}” ({language}, WebVTT)",
  playerFailed: "No se pudo cargar el reproductor. Revisa tu conexión y vuelve a darle a reproducir.",
  videoUnplayable:
    "Este video no se puede reproducir aquí. Puedes descargarlo con sus subtítulos y verlo en tu dispositivo.",
  player: {
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

  privacyChoices: "Tus opciones de privacidad",
  privacyCountsWithTagManager:
    "Contamos las visitas con Google Tag Manager y Google Analytics: las páginas que abres y los videos que reproduces, con tu dirección IP anonimizada. Google procesa estos datos para nosotros; no se usan para publicidad.",
  privacyCountsNothing: "Este sitio no registra nada de tu visita.",
  privacyMetaPixel:
    "También usamos el píxel de Meta para medir nuestros anuncios, lo que según la ley de California es “compartir” tu información personal: le dice a Meta qué páginas nuestras abres.",
  privacyGpc: "Tu navegador envía la señal Global Privacy Control, así que nunca cargamos el píxel de Meta para ti.",
  privacyDoNotShare: "No compartir mi información personal con Meta",
  privacyChoiceKept: "Tu decisión se guarda en este navegador, y puedes cambiarla aquí cuando quieras.",
  privacySharesNothing: "No compartimos nada con anunciantes.",
  close: "Cerrar",

  embedThis: "Inserta esto",
  embedThisIntro:
    "Muestra {subject} en tu propio sitio: pega este código donde quieras que aparezca. Se ajusta a su contenido, y sus enlaces abren este sitio.",
  embedPymTitle: "Con Pym.js (ajusta su propio tamaño)",
  embedIframeTitle: "Iframe simple (para páginas que no aceptan scripts)",
  copyPymCode: "Copiar el código de Pym.js",
  copyIframeCode: "Copiar el código del iframe",
  copy: "Copiar",
  copied: "Copiado",
  copyFailed: "No se pudo copiar: el código está seleccionado; presiona Ctrl+C (⌘C en una Mac) para copiarlo",

  embedTitle: "Insertar",
  embedLoadingStories: "Cargando las historias de {name}…",
  embedUnavailable:
    "No se pudieron cargar las historias de {name}. Vuelve a cargar la página para intentarlo de nuevo.",
  embedBy: "de {name}",
  embedAllStories: "Las {count} historias",
};
