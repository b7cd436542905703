// Cloudflare Pages Function, GET /api/auth/callback: GitHub sends the editor back here (deploy/studio-auth/).
import { type Environment, finishSignIn } from "../../../deploy/studio-auth/handshake";

export const onRequestGet = ({ request, env }: { request: Request; env: Environment }): Promise<Response> =>
  finishSignIn(request, env);
