import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's own start-up, but for one setting: its state changes are not React transitions.
// In a transition React draws the new page in 5 ms slices between the browser's frames; on a slow
// phone (4x CPU) a story page then took twice as long to appear once its payload was in, about 300
// ms against 150. Outside one, a tap that comes before a lazy part's code (the tag manager, the
// pixel) does not wait for it either; they count the landing page's view from what root.tsx kept
// (app/analytics/landing-page.ts). Decision 049.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
