import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches, following changes. On the server and in the hydrating render it is
 * false, so server HTML and the first client render agree.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
/** The header switches from the hamburger menu to the full bar at this width (DESIGN breakpoint "large"). */
export const DESKTOP_NAV_QUERY = "(min-width: 1024px)";
