import {
  BRANCH_LOCATIONS,
  BRANCH_STATUS_LABEL,
  BRANCH_TYPE_LABEL,
  type BranchLocation,
  type BranchStatus,
  type BranchType,
  INDIA_MAP,
  formatCoords,
} from "@urjavolt/contract/branches";
import { useMemo, useState } from "react";
import { LazyMap, type MapMarker, MapPinSymbol } from "../../components/lazy-map/lazy-map";
import styles from "./branch-network.module.css";

const STATUSES: BranchStatus[] = ["current", "coming"];
const TYPES: BranchType[] = ["state", "union_territory"];
const TYPE_PLURAL: Record<BranchType, string> = { state: "States", union_territory: "Union Territories" };
const variantOf = (status: BranchStatus) => (status === "current" ? "primary" : "secondary");
const byName = (a: BranchLocation, b: BranchLocation) => a.name.localeCompare(b.name);
const count = (pick: (b: BranchLocation) => boolean) => BRANCH_LOCATIONS.filter(pick).length;

function StatusBadge({ status }: { status: BranchStatus }) {
  return (
    <span className={`${styles.badge} ${status === "current" ? styles.badgeCurrent : styles.badgeComing}`}>
      <MapPinSymbol variant={variantOf(status)} size={16} />
      {BRANCH_STATUS_LABEL[status]}
    </span>
  );
}

function LocationSummary({ location }: { location: BranchLocation }) {
  return (
    <>
      <p className={styles.popupName}>{location.name}</p>
      <p className={styles.popupLine}>
        {BRANCH_STATUS_LABEL[location.status]} · {BRANCH_TYPE_LABEL[location.type]}
      </p>
    </>
  );
}

/**
 * The branch coverage page body (docs/requirements/online-shop.md §2 "Branch page"): legend with counts, the map
 * (loaded only in the browser) and a sidebar with the selected location and the grouped lists. The
 * lists and legend are plain server-rendered HTML and work with no map at all.
 */
export function BranchNetwork() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const selected = BRANCH_LOCATIONS.find((b) => b.id === selectedId) ?? null;

  const markers = useMemo<MapMarker[]>(
    () =>
      BRANCH_LOCATIONS.map((b) => ({
        id: b.id,
        position: b.coords,
        title: `${b.name} (${BRANCH_STATUS_LABEL[b.status]})`,
        variant: variantOf(b.status),
        popup: <LocationSummary location={b} />,
      })),
    [],
  );

  return (
    <div className={styles.page}>
      <section aria-labelledby="branch-legend" className={styles.legend}>
        <h2 id="branch-legend" className="visually-hidden">
          Legend
        </h2>
        <ul className={styles.legendList}>
          {STATUSES.map((status) => (
            <li key={status} className={styles.legendItem}>
              <MapPinSymbol variant={variantOf(status)} />
              {BRANCH_STATUS_LABEL[status]} ({count((b) => b.status === status)})
            </li>
          ))}
          {TYPES.map((type) => (
            <li key={type} className={`${styles.legendItem} ${styles.legendType}`}>
              {TYPE_PLURAL[type]} ({count((b) => b.type === type)})
            </li>
          ))}
        </ul>
      </section>

      <div className={`${styles.layout} ${mapFailed ? styles.withoutMap : ""}`}>
        <div className={styles.mapColumn}>
          {mapFailed ? (
            <p className={styles.mapNote} role="status">
              The map could not be loaded just now. Every location is listed here, with its status and coordinates.
            </p>
          ) : (
            <LazyMap
              center={INDIA_MAP.center}
              zoom={INDIA_MAP.zoom}
              maxZoom={INDIA_MAP.maxZoom}
              height={INDIA_MAP.heightPx}
              label="Map of our branch locations across India"
              markers={markers}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onError={() => setMapFailed(true)}
            />
          )}
        </div>

        <aside className={styles.sidebar} aria-label="Branch locations">
          <section className={styles.selected} aria-labelledby="selected-location" aria-live="polite">
            <h2 id="selected-location" className={styles.sidebarHeading}>
              Selected location
            </h2>
            {selected ? (
              <div>
                <p className={styles.selectedName}>{selected.name}</p>
                <StatusBadge status={selected.status} />
                <dl className={styles.facts}>
                  <dt>Type</dt>
                  <dd>{BRANCH_TYPE_LABEL[selected.type]}</dd>
                  <dt>Coordinates</dt>
                  <dd>{formatCoords(selected.coords)}</dd>
                  <dt>Marker at</dt>
                  <dd>{selected.place}</dd>
                </dl>
              </div>
            ) : (
              <p className={styles.hint}>Choose a state or union territory below{mapFailed ? "" : " or on the map"} to see its details.</p>
            )}
          </section>

          {STATUSES.map((status) => (
            <section key={status} aria-labelledby={`group-${status}`}>
              <h2 id={`group-${status}`} className={styles.sidebarHeading}>
                <MapPinSymbol variant={variantOf(status)} />
                {BRANCH_STATUS_LABEL[status]} ({count((b) => b.status === status)})
              </h2>
              {TYPES.map((type) => {
                const list = BRANCH_LOCATIONS.filter((b) => b.status === status && b.type === type).sort(byName);
                if (list.length === 0) return null;
                return (
                  <div key={type}>
                    <h3 className={styles.groupHeading}>
                      {TYPE_PLURAL[type]} ({list.length})
                    </h3>
                    <ul className={styles.locationList}>
                      {list.map((b) => (
                        <li key={b.id}>
                          <button
                            type="button"
                            className={styles.locationButton}
                            aria-pressed={b.id === selectedId}
                            onClick={() => setSelectedId(b.id)}
                          >
                            {b.name}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </section>
          ))}
        </aside>
      </div>
    </div>
  );
}
