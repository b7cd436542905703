import { useTexts } from "../i18n/use-texts";

/** Marks sample content written for the project, so no reader mistakes it for a real account. */
export function SampleLabel({ children }: { children?: string }) {
  const texts = useTexts();
  return (
    // Marked on translated pages: it may sit inside an entry still in English.
    <span className="label sample-label" lang={texts.locale === "en" ? undefined : texts.locale}>
      {children ?? texts.sampleStory}
    </span>
  );
}
