// Nothing in an audit may reach a host but this machine. Chromium is pointed at this guard as its
// proxy: it never proxies loopback (https://chromium.googlesource.com/chromium/src/+/HEAD/net/docs/proxy.md#implicit-bypass-rules),
// so the site's own requests go straight to it, and anything else, from the page or from the
// browser itself, arrives here instead, is recorded, and is refused. The audit fails on any record.
import { createServer, type Socket } from "node:net";
import { getFreePort } from "../../support/free-port";

export interface EgressGuard {
  /** The flags that route a Chromium's non-loopback traffic to this guard. */
  chromiumArgs: string[];
  /** Every refused request, as `CONNECT host:port` or `GET http://host/path`. */
  attempts: string[];
  close: () => Promise<void>;
}

export async function startEgressGuard(): Promise<EgressGuard> {
  const attempts: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.once("data", (chunk) => {
      const requestLine = chunk.toString("latin1").split("\r\n")[0] ?? "";
      attempts.push(requestLine.replace(/ HTTP\/[\d.]+$/, ""));
      socket.end("HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    });
    socket.on("error", () => {});
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    chromiumArgs: [`--proxy-server=http://127.0.0.1:${port}`],
    attempts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
