import { NOT_FOUND_MESSAGE_ES } from "../../config/error-messages";
import type { InterfaceTexts } from "../interface-texts";
import type { StudioNoticeTexts } from "../studio-notice-texts";
import type { SearchTexts } from "./search";
import type { MastheadTexts } from "./masthead";

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
  search: "Buscar",
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
  storyBy: "Por",
  moreStoriesBy: "Más historias de {name}",
  storiesInChapter: "Más historias en “{chapter}”",
  previousStory: "Historia anterior",
  nextStory: "Historia siguiente",
  transcript: "Transcripción",

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

  relatedStories: "Lee también",
  storyCredits: "Créditos",
  creditReporter: "Reportaje",
  creditEditor: "Edición",
  creditTranslator: "Traducción",
  creditProducer: "Producción",
  storyUpdated: "Actualizado",
  newsletterTitle: "Recibe las historias nuevas por correo",
  newsletterIntro: "Un boletín breve cuando publicamos historias nuevas, unas cuantas veces al año.",
  newsletterEmail: "Correo electrónico",
  newsletterSubmit: "Suscribirme",
  newsletterConsent:
    "Al suscribirte aceptas que te enviemos estos correos a través de {provider}, que guarda tu dirección por nosotros. Puedes darte de baja desde cualquier correo.",
  inOtherLanguage: "En inglés",
  readingTime: "{minutes} min de lectura",
  watchingTime: "{minutes} min de video",
  errorSearchLabel: "Busca en las historias",
  errorSearchSubmit: "Buscar",
  newsroomMapTitle: "Dónde reportean las redacciones",
  newsroomMapLink: "{region}: los jóvenes de {newsroom} y sus historias",

  embedMoreBy: "Más de {name}",
  embedReadOn: "Lee la historia completa",
};

/** Los textos de la página de búsqueda, solo en sus propios datos (app/routes/search.tsx). */
export const esSearch: SearchTexts = {
  title: "Buscar",
  description: "Encuentra una historia por sus palabras: busca en las historias, los participantes y las redacciones.",
  heading: "Busca una historia",
  label: "Palabras que quieres buscar",
  submit: "Buscar",
  shortcuts: "Presiona / para buscar desde cualquier parte de esta página, y Esc para borrar.",
  newsroomFilter: "Redacción",
  allNewsrooms: "Todas las redacciones",
  videoFilter: "Solo historias con video",
  needsJavaScript:
    "Para buscar se necesita JavaScript, que está desactivado en este navegador. Cada historia está en la página de quien la escribió:",
  browseContributors: "mira la lista de participantes",
  tooShort: "Escribe al menos dos letras para buscar.",
  cut: "Solo se buscaron los primeros {count} caracteres.",
  searching: "Buscando…",
  failed: "La búsqueda no funciona en este momento. Vuelve a cargar la página para intentarlo de nuevo.",
  noResults: "No encontramos nada para “{query}”.",
  noResultsSuggestion: "Prueba con una sola palabra, otra forma de escribirla o todas las redacciones; o",
  storiesFound: ["{count} historia encontrada", "{count} historias encontradas"],
  contributorsFound: ["{count} participante encontrado", "{count} participantes encontrados"],
  newsroomsFound: ["{count} redacción encontrada", "{count} redacciones encontradas"],
  storiesCount: ["{count} historia", "{count} historias"],
  contributorsCount: ["{count} participante", "{count} participantes"],
  newsroomsCount: ["{count} redacción", "{count} redacciones"],
  found: "Encontramos {list}",
  moreThanShown: "Se muestran los primeros {shown}: agrega una palabra para afinar la búsqueda.",
  results: "Resultados",
  contributorKind: "Participante",
  newsroomKind: "Redacción",
  by: "de {name}",
};

/** /admin/ en un sitio sin la edición configurada. */
export const esStudioNotice: StudioNoticeTexts = {
  title: "La edición no está configurada en este sitio",
  explanation:
    "Las historias de este sitio se editan en un estudio de edición en esta dirección, pero todavía no se ha configurado aquí.",
  guide: "Cómo configurarlo, y cómo editar en tu propia computadora mientras tanto, se explica en la guía (en inglés):",
  guideName: "CONTRIBUTING.md, “Editing the live site”",
  guideWhere: "en el repositorio del sitio",
  backToStories: "Volver a las historias",
};

/** Los textos de la página de quiénes somos, solo en sus propios datos (app/routes/about.tsx). */
export const esMasthead: MastheadTexts = {
  title: "Quiénes somos",
  description: "Quién hace este sitio, cómo se hicieron las historias y cómo reportar una corrección.",
  newsrooms: "Las redacciones",
  howMade: "Cómo se hicieron las historias",
  corrections: "Correcciones",
  writeTo: "Escríbenos a",
  lastChange: "Última actualización: {date}.",
  sample: "Directorio de muestra",
};
