import type { MapMarkerVariant } from "./map-types";

const PATH = "M12 1.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 13.5 7.5 13.5s7.5-7.9 7.5-13.5A7.5 7.5 0 0 0 12 1.5z";

/**
 * The pin drawn for each marker, as SVG markup for Leaflet's divIcon (nothing is fetched from
 * another host) and as a React element for legends, so a legend shows exactly what the map shows.
 * The two variants differ in shape (filled, hollow with a dot) as well as colour.
 */
export function pinSvgMarkup(variant: MapMarkerVariant): string {
  return variant === "primary"
    ? `<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false"><path d="${PATH}" fill="#047857" stroke="#ffffff" stroke-width="1.5"/><circle cx="12" cy="9" r="3" fill="#ffffff"/></svg>`
    : `<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false"><path d="${PATH}" fill="#fef3c7" stroke="#b45309" stroke-width="2"/><circle cx="12" cy="9" r="2.5" fill="#b45309"/></svg>`;
}

/** The same pin as an inline element, for a legend beside the map. Decorative: say its meaning in text. */
export function MapPinSymbol({ variant, size = 20 }: { variant: MapMarkerVariant; size?: number }) {
  const primary = variant === "primary";
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATH} fill={primary ? "#047857" : "#fef3c7"} stroke={primary ? "#ffffff" : "#b45309"} strokeWidth={primary ? 1.5 : 2} />
      <circle cx="12" cy="9" r={primary ? 3 : 2.5} fill={primary ? "#ffffff" : "#b45309"} />
    </svg>
  );
}
