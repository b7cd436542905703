// @vitest-environment jsdom
import { createRequire } from "node:module";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parsePymMessage, pymMessage, startPymChild } from "../../../app/embed/pym-child";

// The embed's own Pym.js child against pym.js 1.3.2 itself (node_modules): both children are fed
// the same inputs and must post the same messages, and pym.js's Parent must act on ours.

interface PymLibrary {
  Child: new (config?: { id?: string }) => { remove(): void };
  Parent: new (id: string, url: string, config?: object) => { id: string; iframe: HTMLIFrameElement; remove(): void };
}
const pym = createRequire(import.meta.url)("pym.js") as PymLibrary;

const ID = "pym-embed-0";
const HEIGHT = 732;

/** What each child is sent after it starts: width changes, a repeat, and messages not for it. */
const INPUTS: unknown[] = [
  pymMessage(ID, "width", "600"),
  pymMessage(ID, "width", "600"),
  pymMessage("another-embed", "width", "320"),
  "pymxPYMxpym-embed-0xPYMxwidth", // no message part
  `${pymMessage(ID, "width", "500")} trailing`.replace("xPYMxwidth", "xPYMxwid th"),
  { type: "width", width: 400 },
  "hello",
  pymMessage(ID, "width", "375"),
];

/** A frame for our child: its parent records what it is sent; `message` events are dispatched by hand. */
function fakeFrame(search: string) {
  const posted: unknown[] = [];
  const parent = { postMessage: (message: unknown) => posted.push(message) };
  const events = new EventTarget();
  let resize: (() => void) | undefined;
  const win = {
    location: { search },
    parent,
    document: { body: { offsetHeight: HEIGHT }, fonts: { ready: Promise.resolve() } },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    ResizeObserver: class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect() {}
    },
  };
  const send = (data: unknown, source: unknown = parent) =>
    events.dispatchEvent(Object.assign(new Event("message"), { data, source }));
  return { win: win as unknown as Window & typeof globalThis, posted, send, resize: () => resize?.() };
}

describe("the Pym.js child", () => {
  beforeEach(() => {
    history.replaceState(null, "", `/embed?initialWidth=600&childId=${ID}`);
    Object.defineProperty(document.body, "offsetHeight", { configurable: true, value: HEIGHT });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("posts exactly what pym.js's own Child posts, for the same messages", async () => {
    // pym.js's Child posts to window.parent, which is the window itself at the top level.
    const theirs: unknown[] = [];
    vi.spyOn(window, "postMessage").mockImplementation((message: unknown) => void theirs.push(message));
    const child = new pym.Child();
    for (const data of INPUTS) window.dispatchEvent(new MessageEvent("message", { data }));
    child.remove();

    const frame = fakeFrame(location.search);
    const ours = startPymChild(frame.win)!;
    for (const data of INPUTS) frame.send(data);
    await Promise.resolve(); // the fonts' promise: an unchanged height is not sent again
    ours.stop();

    expect(theirs).toEqual([
      `pymxPYMx${ID}xPYMxheightxPYMx${HEIGHT}`,
      `pymxPYMx${ID}xPYMxheightxPYMx${HEIGHT}`,
      `pymxPYMx${ID}xPYMxheightxPYMx${HEIGHT}`,
    ]);
    expect(frame.posted).toEqual(theirs);
  });

  it("sends a new height when the content's size changes, and only then", () => {
    const frame = fakeFrame(`?childId=${ID}`);
    const child = startPymChild(frame.win)!;
    frame.resize();
    expect(frame.posted).toHaveLength(1);
    (frame.win.document.body as { offsetHeight: number }).offsetHeight = 900;
    frame.resize();
    child.sendHeight();
    expect(frame.posted).toEqual([pymMessage(ID, "height", String(HEIGHT)), pymMessage(ID, "height", "900")]);
    child.stop();
  });

  it("ignores width messages from any window but its parent", () => {
    const frame = fakeFrame(`?childId=${ID}`);
    const child = startPymChild(frame.win)!;
    frame.send(pymMessage(ID, "width", "320"), {});
    expect(frame.posted).toHaveLength(1);
    child.stop();
  });

  it("stays silent without a Pym.js parent: no childId, or not framed", () => {
    const plain = fakeFrame("?contributor=marisol-vega");
    expect(startPymChild(plain.win)).toBeUndefined();
    expect(plain.posted).toEqual([]);
    const top = fakeFrame(`?childId=${ID}`);
    (top.win as { parent: unknown }).parent = top.win;
    expect(startPymChild(top.win)).toBeUndefined();
  });

  it("parses only messages addressed to it, ids taken literally", () => {
    expect(parsePymMessage(ID, pymMessage(ID, "width", "600"))).toEqual({ type: "width", message: "600" });
    expect(parsePymMessage("a.b", pymMessage("axb", "width", "600"))).toBeUndefined();
    expect(parsePymMessage(ID, 600)).toBeUndefined();
  });

  it("is understood by pym.js's own Parent, which sets the iframe's height", () => {
    document.body.innerHTML = '<div id="host"></div>';
    const parent = new pym.Parent("host", "https://example.org/embed", {});
    expect(parent.iframe.src).toContain(`childId=${parent.id}`);
    window.dispatchEvent(new MessageEvent("message", { data: pymMessage(parent.id, "height", "640") }));
    expect(parent.iframe.getAttribute("height")).toBe("640px");
    parent.remove();
  });
});
