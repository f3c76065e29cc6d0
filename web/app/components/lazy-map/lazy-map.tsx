import { type ComponentType, useEffect, useState } from "react";
import styles from "./lazy-map.module.css";
import type { LazyMapProps } from "./map-types";

export type { LazyMapProps, MapMarker, MapMarkerVariant } from "./map-types";
export { MapPinSymbol } from "./map-pin";

type State = { status: "loading" } | { status: "ready"; Map: ComponentType<LazyMapProps> } | { status: "failed" };

/** Where the map's code comes from: the Leaflet chunk, loaded on demand. */
export type MapLoader = () => Promise<{ LeafletMap: ComponentType<LazyMapProps> }>;
const loadLeafletMap: MapLoader = () => import("./leaflet-map");

/**
 * A Leaflet map with OpenStreetMap tiles that costs a page nothing until it is shown: Leaflet,
 * react-leaflet and Leaflet's stylesheet load with a dynamic import in the browser only, after
 * hydration. Until then it shows "Loading Map..." in the map's space (so nothing shifts). When the
 * library or every tile fails to load it calls `onError` and renders nothing, so the page can
 * show its content without a map.
 *
 *   <LazyMap center={[20.59, 78.96]} zoom={5} height={600} label="Map of our branches"
 *     markers={[{ id: "punjab", position: [31.1, 75.3], title: "Punjab", popup: <b>Punjab</b> }]}
 *     selectedId={selected} onSelect={setSelected} onError={() => setMapFailed(true)} />
 */
export function LazyMap({ load = loadLeafletMap, ...props }: LazyMapProps & { load?: MapLoader }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [mapFailed, setMapFailed] = useState(false);
  const { onError } = props;

  useEffect(() => {
    let cancelled = false;
    load().then(
      (module) => {
        if (!cancelled) setState({ status: "ready", Map: module.LeafletMap });
      },
      () => {
        if (cancelled) return;
        setState({ status: "failed" });
        onError?.("library");
      },
    );
    return () => {
      cancelled = true;
    };
    // The library loads once per mount; a new onError identity does not reload it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.status === "failed" || mapFailed) return null;
  if (state.status === "loading") {
    return (
      <div className={`${styles.frame} ${styles.loading} ${props.className ?? ""}`} style={{ height: props.height }} role="status">
        Loading Map...
      </div>
    );
  }
  const { Map } = state;
  return (
    <Map
      {...props}
      onError={(reason) => {
        setMapFailed(true);
        onError?.(reason);
      }}
    />
  );
}
