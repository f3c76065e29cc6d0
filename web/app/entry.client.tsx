import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydrationStarts } from "./lib/before-hydration";

// React Router's own client entry, plus one line: from here on React answers taps and submits
// itself, so the page's early-input script (lib/before-hydration.ts) stops holding them.
hydrationStarts();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
