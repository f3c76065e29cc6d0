import type { ReactNode } from "react";

/** How a marker looks: "primary" a filled green pin, "secondary" a hollow amber pin with a dot. */
export type MapMarkerVariant = "primary" | "secondary";

export type MapMarker = {
  /** Stable id: selection and callbacks use it. */
  id: string;
  /** Latitude, longitude. */
  position: readonly [number, number];
  /** The marker's accessible name and tooltip, e.g. "Punjab (Available Now)". */
  title: string;
  /** What its popup shows; no popup when absent. */
  popup?: ReactNode;
  variant?: MapMarkerVariant;
};

export type LazyMapProps = {
  /** Latitude, longitude of the initial view. */
  center: readonly [number, number];
  zoom: number;
  maxZoom?: number;
  /** Height in CSS pixels; the map takes the full width of its container. */
  height: number;
  /** The accessible name of the map region, e.g. "Map of our branch locations". */
  label: string;
  markers: readonly MapMarker[];
  /** The marker to pan to and open the popup of (a controlled selection); null or absent for none. */
  selectedId?: string | null;
  /** A marker was clicked or activated from the keyboard. */
  onSelect?: (id: string) => void;
  /**
   * The map library could not load, or not a single map tile could (offline, blocked). The map has
   * then already removed itself; show the page without it.
   */
  onError?: (reason: "library" | "tiles") => void;
  /** Zoom used when panning to a selected marker (never below the current zoom). Default 7. */
  selectZoom?: number;
  className?: string;
};
