/**
 * The child side of the Pym.js protocol (pym.js 1.3.2, https://github.com/nprapps/pym.js), written
 * small for the embed's first-load budget. Messages are strings
 * `pymxPYMx<id>xPYMx<type>xPYMx<message>`; the parent names the child's id in the iframe URL
 * (`childId`), tells it its width (`width` messages) and sets the iframe's height from the
 * child's `height` messages. Compatibility with the real parent is proven by
 * tests/unit/embed/pym-child.test.ts (same messages as pym.js's own Child) and tests/e2e/embed.spec.ts
 * (a host page running pym.js's Parent).
 */

const DELIMITER = "xPYMx";

export function pymMessage(id: string, type: string, message: string): string {
  return ["pym", id, type, message].join(DELIMITER);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The type and message of a protocol message addressed to `id`; undefined for anything else. */
export function parsePymMessage(id: string, data: unknown): { type: string; message: string } | undefined {
  if (typeof data !== "string") return undefined;
  const match = new RegExp(`^pym${DELIMITER}${escapeRegExp(id)}${DELIMITER}(\\S+)${DELIMITER}(.*)$`).exec(data);
  return match ? { type: match[1]!, message: match[2]! } : undefined;
}

export interface PymChild {
  /** Tells the parent the document's height now (deduplicated: an unchanged height is not resent). */
  sendHeight(): void;
  stop(): void;
}

/**
 * Starts the child when the page is framed by a Pym.js parent (a `childId` in its URL); otherwise
 * does nothing and returns undefined, so a plain iframe or a top-level visit never posts anything.
 * Sends the height at once, then on every change of the body's size (content, fonts, the player, a
 * new view: one ResizeObserver sees them all), when the fonts finish loading, and on each width
 * message. Every other message is ignored.
 */
export function startPymChild(win: Window & typeof globalThis = window): PymChild | undefined {
  const id = new URLSearchParams(win.location.search).get("childId");
  if (!id || win.parent === win) return undefined;
  const parent = win.parent;
  const body = win.document.body;
  let lastHeight: string | undefined;
  let lastWidth: number | undefined;

  // As pym.js measures it: the body's offsetHeight (the embed's CSS keeps margins inside the body).
  const send = (force: boolean) => {
    const height = String(body.offsetHeight);
    if (!force && height === lastHeight) return;
    lastHeight = height;
    parent.postMessage(pymMessage(id, "height", height), "*");
  };
  const sendHeight = () => send(false);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return;
    const parsed = parsePymMessage(id, event.data);
    if (parsed?.type !== "width") return;
    const width = Number.parseInt(parsed.message, 10);
    if (width === lastWidth) return;
    lastWidth = width;
    send(true);
  };
  win.addEventListener("message", onMessage);

  const observer = new win.ResizeObserver(sendHeight);
  observer.observe(body);
  let stopped = false;
  void win.document.fonts?.ready.then(() => {
    if (!stopped) sendHeight();
  });

  send(true);
  return {
    sendHeight,
    stop() {
      stopped = true;
      observer.disconnect();
      win.removeEventListener("message", onMessage);
    },
  };
}
