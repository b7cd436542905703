import { useRef } from "react";
import { type InterfaceTexts, fill } from "../i18n/interface-texts";
import { SHARE_SERVICES, type ShareMethod, type SharedItem } from "./share-services";
import { CopyButton } from "../components/copy-button";

export interface ShareListProps {
  id: string;
  item: SharedItem;
  /** Called with the way the reader chose, for analytics. */
  report: (method: ShareMethod) => void;
  texts: InterfaceTexts;
}

/**
 * The ways to share where the browser has no share sheet: plain links to each service's compose
 * page, opened in a new tab without access to this one, and "Copy link" with the address shown,
 * so it can be selected by hand when the clipboard is refused. Loaded by ShareControl on demand.
 */
export function ShareList({ id, item, report, texts }: ShareListProps) {
  const address = useRef<HTMLElement>(null);
  return (
    <div id={id} className="share__panel">
      <ul className="share__list" role="list" aria-label={fill(texts.shareListLabel, { title: item.title })}>
        {SHARE_SERVICES.map((service) => (
          <li key={service.method}>
            <a
              href={service.href(item)}
              target="_blank"
              rel="noopener noreferrer"
              className="share__link"
              onClick={() => report(service.method)}
            >
              {service.name ?? texts.shareByEmail}
              <span className="visually-hidden"> ({texts.opensInNewTab})</span>
            </a>
          </li>
        ))}
        <li>
          <CopyButton
            text={item.url}
            label={fill(texts.copyLinkLabel, { title: item.title })}
            source={address}
            texts={{ copy: texts.copyLink, copied: texts.linkCopied, copyFailed: texts.copyLinkFailed }}
            onCopied={() => report("copy_link")}
          />
        </li>
      </ul>
      <p className="share__address">
        <code ref={address}>{item.url}</code>
      </p>
    </div>
  );
}
