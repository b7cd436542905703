import { useEffect, useRef } from "react";
import { PLAYER_EVENT_PREFIX } from "../video/player-events";
import { type PymChild, startPymChild } from "./pym-child";

/** Player moments that may change the embed's height without resizing the body first. */
const PLAYER_EVENTS = ["ready", "play"].map((name) => `${PLAYER_EVENT_PREFIX}${name}`);

/**
 * Makes the page a Pym.js child for its life (when a Pym.js parent frames it), and tells the
 * parent the height again whenever `view` changes.
 */
export function usePymChild(view: string): void {
  const child = useRef<PymChild | undefined>(undefined);

  useEffect(() => {
    const started = startPymChild();
    if (!started) return;
    child.current = started;
    const onPlayer = () => started.sendHeight();
    for (const name of PLAYER_EVENTS) document.addEventListener(name, onPlayer);
    return () => {
      for (const name of PLAYER_EVENTS) document.removeEventListener(name, onPlayer);
      started.stop();
      child.current = undefined;
    };
  }, []);

  useEffect(() => {
    child.current?.sendHeight();
  }, [view]);
}
