import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useMemo, useRef } from "react";
import { MapContainer, Marker, Popup, TileLayer, useMap } from "react-leaflet";
import styles from "./lazy-map.module.css";
import { pinSvgMarkup } from "./map-pin";
import type { LazyMapProps, MapMarkerVariant } from "./map-types";

const TILE_URL = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const icons: Record<MapMarkerVariant, L.DivIcon> = {
  primary: L.divIcon({ className: styles.pin, html: pinSvgMarkup("primary"), iconSize: [28, 28], iconAnchor: [14, 27], popupAnchor: [0, -24] }),
  secondary: L.divIcon({ className: styles.pin, html: pinSvgMarkup("secondary"), iconSize: [28, 28], iconAnchor: [14, 27], popupAnchor: [0, -24] }),
};

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Pans to the selected marker and opens its popup whenever the selection changes. */
function FollowSelection({
  selectedId,
  markers,
  selectZoom,
}: {
  selectedId: string | null | undefined;
  markers: Map<string, L.Marker>;
  selectZoom: number;
}) {
  const map = useMap();
  useEffect(() => {
    const marker = selectedId ? markers.get(selectedId) : undefined;
    if (!marker) return;
    const zoom = Math.max(map.getZoom(), selectZoom);
    if (prefersReducedMotion()) map.setView(marker.getLatLng(), zoom, { animate: false });
    else map.flyTo(marker.getLatLng(), zoom, { duration: 0.8 });
    marker.openPopup();
  }, [map, markers, selectedId, selectZoom]);
  return null;
}

/** The Leaflet part of LazyMap; imported only in the browser (see lazy-map.tsx). */
export function LeafletMap({ center, zoom, maxZoom = 19, height, label, markers, selectedId, onSelect, onError, selectZoom = 7, className }: LazyMapProps) {
  const markerRefs = useMemo(() => new Map<string, L.Marker>(), []);
  const tiles = useRef({ loaded: 0, failed: 0 });

  return (
    <div className={`${styles.frame} ${className ?? ""}`} style={{ height }} role="region" aria-label={label}>
      <MapContainer center={[center[0], center[1]]} zoom={zoom} maxZoom={maxZoom} style={{ height: "100%", width: "100%" }} scrollWheelZoom={false}>
        <TileLayer
          url={TILE_URL}
          attribution={ATTRIBUTION}
          maxZoom={maxZoom}
          eventHandlers={{
            tileload: () => {
              tiles.current.loaded += 1;
            },
            tileerror: () => {
              tiles.current.failed += 1;
            },
            // "load" fires once every visible tile has settled, failed ones included: with none
            // loaded the map is blank (offline, blocked), and the page is better off without it.
            load: () => {
              if (tiles.current.loaded === 0 && tiles.current.failed > 0) onError?.("tiles");
            },
          }}
        />
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.position[0], marker.position[1]]}
            icon={icons[marker.variant ?? "primary"]}
            title={marker.title}
            alt={marker.title}
            ref={(instance) => {
              if (instance) markerRefs.set(marker.id, instance);
              else markerRefs.delete(marker.id);
            }}
            eventHandlers={{ click: () => onSelect?.(marker.id) }}
          >
            {marker.popup ? <Popup>{marker.popup}</Popup> : null}
          </Marker>
        ))}
        <FollowSelection selectedId={selectedId} markers={markerRefs} selectZoom={selectZoom} />
      </MapContainer>
    </div>
  );
}
