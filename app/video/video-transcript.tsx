import type { Transcript } from "../content/types";
import { useTexts } from "../i18n/use-texts";

/**
 * A video's words, from its captions, under the player, with its audio descriptions in brackets
 * where it has them: closed until the reader opens it, and in the HTML whatever the JavaScript
 * does. Marked with its language where the captions are not in the page's.
 */
export function VideoTranscript({ transcript }: { transcript: Transcript }) {
  const texts = useTexts();
  return (
    <details className="transcript">
      <summary className="transcript__summary">{texts.transcript}</summary>
      <ol className="transcript__cues" role="list" lang={transcript.lang}>
        {transcript.cues.map((cue, index) =>
          cue.description ? (
            // What the picture shows (audio description), told apart from what is said.
            <li key={index} className="transcript__description" lang={cue.lang}>
              {`[${cue.text}]`}
            </li>
          ) : (
            <li key={index}>
              {cue.speaker && <span className="transcript__speaker">{cue.speaker}: </span>}
              {cue.text}
            </li>
          ),
        )}
      </ol>
    </details>
  );
}
