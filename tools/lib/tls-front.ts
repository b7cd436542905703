// A local stand-in for the TLS terminator that sits in front of a static host in production (a CDN,
// a load balancer, nginx's 443 block): HTTPS with a self-signed certificate made for this run, and
// plain HTTP on the same port answered with a redirect to HTTPS. Tools that grade HTTPS behaviour
// (HSTS, the redirection) can then be pointed at a server on this machine. Requests and responses
// pass through unchanged, so every header graded is the server's own.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type IncomingMessage, type ServerResponse, createServer as createHttpServer, request } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface TlsFront {
  /** `https://localhost:<port>`; `http://` on the same port redirects there. */
  origin: string;
  port: number;
  /** The certificate, for NODE_EXTRA_CA_CERTS: clients that trust it see a verified connection. */
  certFile: string;
  stop: () => Promise<void>;
}

const TLS_HANDSHAKE = 0x16;

function selfSignedCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", keyFile, "-out", certFile, "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"],
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8"), certFile };
}

/** Puts HTTPS (and an HTTP-to-HTTPS redirect) in front of `target`, an `http://host:port` origin. */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const dir = mkdtempSync(path.join(tmpdir(), "tls-front-"));
  const { key, cert, certFile } = selfSignedCertificate(dir);
  const upstream = new URL(target);

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstreamRequest = request(
      { hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstreamRequest.on("error", () => res.writeHead(502).end());
    req.pipe(upstreamRequest);
  };
  const https = createHttpsServer({ key, cert }, forward);
  const http = createHttpServer((req, res) => {
    res.writeHead(301, { location: `https://${req.headers.host}${req.url}` }).end();
  });
  // One port for both: a TLS connection starts with a handshake record, plain HTTP with a method.
  const front = createNetServer((socket) => {
    socket.once("data", (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === TLS_HANDSHAKE ? https : http).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((resolve, reject) => {
    front.once("error", reject);
    front.listen(0, "127.0.0.1", resolve);
  });
  const { port } = front.address() as AddressInfo;
  return {
    origin: `https://localhost:${port}`,
    port,
    certFile,
    stop: async () => {
      https.closeAllConnections();
      http.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
