// Netlify Function (v2, web-standard): the studio's sign-in with GitHub at /api/auth and
// /api/auth/callback (deploy/studio-auth/), configured by the site's environment variables.
import { CALLBACK_PATH, SIGN_IN_PATH, handleSignIn } from "../../deploy/studio-auth/handshake";

export default (request: Request): Promise<Response> => handleSignIn(request, process.env);

export const config = { path: [SIGN_IN_PATH, CALLBACK_PATH] };
