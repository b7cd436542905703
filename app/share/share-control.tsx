import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import { EARLY_SHARE_ATTRIBUTE } from "../before-hydration/early-plays";
import { SHARE_EVENT } from "./share-event";
import { fill } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import { absoluteUrl } from "../addresses/site-paths";
import type { ShareMethod, SharedItem } from "./share-services";
import { useSiteContext } from "../site-context/use-site-context";
import type { ShareListProps } from "./share-list";

export interface ShareControlProps {
  title: string;
  /** One line saying what it is. */
  text: string;
  /** The site path shared: a contributor's page, with the story's fragment for a story. */
  path: string;
  /** What analytics names: the story's slug (none for the contributor's page), the contributor's. */
  story?: string;
  contributor: string;
}

/**
 * "Share": the system share sheet where the browser has one (navigator.share, most phones);
 * elsewhere a list of links to services and "Copy link", whose code loads on the first press, so
 * a page pays only for this button. Escape closes the list; focus comes back to the button after
 * the sheet or the list closes. Each share is reported as a DOM event (SHARE_EVENT) for analytics.
 */
export function ShareControl({ title, text, path, story, contributor }: ShareControlProps) {
  const texts = useTexts();
  const item: SharedItem = { title, text, url: absoluteUrl(useSiteContext().siteUrl, path) };
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const [List, setList] = useState<ComponentType<ShareListProps>>();
  const [open, setOpen] = useState(false);

  const report = (method: ShareMethod) =>
    button.current?.dispatchEvent(
      new CustomEvent(SHARE_EVENT, { bubbles: true, detail: { method, story: story ?? null, contributor } }),
    );

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  async function share() {
    if (navigator.share) {
      try {
        await navigator.share(item);
        report("web_share");
      } catch {
        // Dismissed by the reader, or refused by the browser: nothing was shared.
      }
      button.current?.focus();
      return;
    }
    if (open) close();
    else await showList();
  }

  async function showList() {
    if (!List) {
      const { ShareList } = await import("./share-list");
      setList(() => ShareList);
    }
    setOpen(true);
  }

  // Pressed before the page hydrated, in a browser without a share sheet
  // (app/before-hydration/early-plays.ts): the list opens now.
  useEffect(() => {
    if (!button.current?.hasAttribute(EARLY_SHARE_ATTRIBUTE)) return;
    button.current.removeAttribute(EARLY_SHARE_ATTRIBUTE);
    void showList();
    // Once, on mount: the mark is only ever set before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="share" data-pagefind-ignore onKeyDown={(event) => event.key === "Escape" && open && close()}>
      <button
        ref={button}
        type="button"
        className="share__button"
        aria-label={fill(texts.shareLabel, { title })}
        aria-expanded={List ? open : undefined}
        aria-controls={open ? listId : undefined}
        onClick={share}
        data-share-url={item.url}
        data-share-title={item.title}
        data-share-text={item.text}
      >
        {texts.share}
      </button>
      {open && List && <List id={listId} item={item} report={report} texts={texts} />}
    </div>
  );
}
