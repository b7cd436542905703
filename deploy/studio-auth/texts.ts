// The sign-in window's words, in both of the site's languages: the window is small and shown once,
// so it says each thing in English and then in Spanish rather than guessing the editor's language.

export interface SignInTexts {
  lang: "en" | "es";
  title: string;
  failed: string;
  again: string;
  signedIn: string;
}

export const SIGN_IN_TEXTS: readonly SignInTexts[] = [
  {
    lang: "en",
    title: "Signing in to the editing studio",
    failed: "Signing in did not work:",
    again: "Close this window and try again from the studio. If it keeps failing, tell whoever set up the site.",
    signedIn: "Signed in. This window closes by itself.",
  },
  {
    lang: "es",
    title: "Inicio de sesión en el estudio de edición",
    failed: "No se pudo iniciar sesión:",
    again:
      "Cierra esta ventana y vuelve a intentarlo desde el estudio. Si sigue fallando, avísale a quien configuró el sitio.",
    signedIn: "Sesión iniciada. Esta ventana se cierra sola.",
  },
];

/** Why a sign-in failed, in both languages. */
export interface SignInProblem {
  en: string;
  es: string;
}

export const SIGN_IN_PROBLEMS = {
  notConfigured: {
    en: "editing with GitHub is not set up on this site (the host has no GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET or GITHUB_REPO).",
    es: "la edición con GitHub no está configurada en este sitio (el hosting no tiene GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET o GITHUB_REPO).",
  },
  wrongProvider: {
    en: "this site signs in with GitHub only.",
    es: "este sitio solo permite iniciar sesión con GitHub.",
  },
  otherRepository: {
    en: "the studio asked for a repository this site does not edit.",
    es: "el estudio pidió un repositorio que este sitio no edita.",
  },
  badState: {
    en: "this sign-in was not started here, or it expired or was already used.",
    es: "este inicio de sesión no empezó aquí, ya venció o ya se usó.",
  },
  missingCode: {
    en: "GitHub sent no authorization code.",
    es: "GitHub no envió ningún código de autorización.",
  },
  denied: {
    en: "access was not granted on GitHub.",
    es: "no se concedió el acceso en GitHub.",
  },
  github: {
    en: "GitHub did not accept the sign-in. Try again in a moment.",
    es: "GitHub no aceptó el inicio de sesión. Vuelve a intentarlo en un momento.",
  },
  cannotPush: {
    en: "your GitHub account cannot save changes to this site's repository. Ask for write access to it.",
    es: "tu cuenta de GitHub no puede guardar cambios en el repositorio de este sitio. Pide acceso de escritura.",
  },
} as const satisfies Record<string, SignInProblem>;
