// Cloudflare Pages Function, GET /api/auth: the studio's sign-in window starts here (deploy/studio-auth/).
import { type Environment, startSignIn } from "../../../deploy/studio-auth/handshake";

export const onRequestGet = ({ request, env }: { request: Request; env: Environment }): Promise<Response> =>
  startSignIn(request, env);
