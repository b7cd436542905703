import { request as httpRequest } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One HTTP request with the path sent exactly as written: browsers and Playwright's request
 * API normalise `/../` and `%2e%2e` before sending, so path-traversal cases need this to reach
 * the server at all.
 */
export function rawRequest(
  origin: string,
  rawPath: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise<RawResponse>((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
