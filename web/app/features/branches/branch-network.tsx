import { BRANCH_LOCATIONS, type BranchLocation, type BranchStatus, type BranchType, INDIA_MAP, formatCoords } from "@urjavolt/contract/branches";
import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { LazyMap, type MapMarker, MapPinSymbol } from "../../components/lazy-map/lazy-map";
import { branchStatusLabel, branchTypeLabel, branchTypePlural, branchWords } from "../../lib/branch-words";
import styles from "./branch-network.module.css";

const STATUSES: BranchStatus[] = ["current", "coming"];
const TYPES: BranchType[] = ["state", "union_territory"];
const variantOf = (status: BranchStatus) => (status === "current" ? "primary" : "secondary");
const count = (pick: (b: BranchLocation) => boolean) => BRANCH_LOCATIONS.filter(pick).length;
/** A location's name in the page's language. */
const nameOf = (i18n: I18n, location: BranchLocation) => i18n._(branchWords(location).name);

function StatusBadge({ status }: { status: BranchStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`${styles.badge} ${status === "current" ? styles.badgeCurrent : styles.badgeComing}`}>
      <MapPinSymbol variant={variantOf(status)} size={16} />
      {i18n._(branchStatusLabel[status])}
    </span>
  );
}

function LocationSummary({ location, i18n }: { location: BranchLocation; i18n: I18n }) {
  return (
    <>
      <p className={styles.popupName}>{nameOf(i18n, location)}</p>
      <p className={styles.popupLine}>
        {i18n._(branchStatusLabel[location.status])} · {i18n._(branchTypeLabel[location.type])}
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
  const { t, i18n } = useLingui();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const selected = BRANCH_LOCATIONS.find((b) => b.id === selectedId) ?? null;

  const markers = useMemo<MapMarker[]>(
    () =>
      BRANCH_LOCATIONS.map((b) => ({
        id: b.id,
        position: b.coords,
        title: `${nameOf(i18n, b)} (${i18n._(branchStatusLabel[b.status])})`,
        variant: variantOf(b.status),
        popup: <LocationSummary location={b} i18n={i18n} />,
      })),
    [i18n],
  );

  return (
    <div className={styles.page}>
      <section aria-labelledby="branch-legend" className={styles.legend}>
        <h2 id="branch-legend" className="visually-hidden">
          <Trans>Legend</Trans>
        </h2>
        <ul className={styles.legendList}>
          {STATUSES.map((status) => (
            <li key={status} className={styles.legendItem}>
              <MapPinSymbol variant={variantOf(status)} />
              {i18n._(branchStatusLabel[status])} ({count((b) => b.status === status)})
            </li>
          ))}
          {TYPES.map((type) => (
            <li key={type} className={`${styles.legendItem} ${styles.legendType}`}>
              {i18n._(branchTypePlural[type])} ({count((b) => b.type === type)})
            </li>
          ))}
        </ul>
      </section>

      <div className={`${styles.layout} ${mapFailed ? styles.withoutMap : ""}`}>
        <div className={styles.mapColumn}>
          {mapFailed ? (
            <p className={styles.mapNote} role="status">
              <Trans>The map could not be loaded just now. Every location is listed here, with its status and coordinates.</Trans>
            </p>
          ) : (
            <LazyMap
              center={INDIA_MAP.center}
              zoom={INDIA_MAP.zoom}
              maxZoom={INDIA_MAP.maxZoom}
              height={INDIA_MAP.heightPx}
              label={t`Map of our branch locations across India`}
              markers={markers}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onError={() => setMapFailed(true)}
            />
          )}
        </div>

        <aside className={styles.sidebar} aria-label={t`Branch locations`}>
          <section className={styles.selected} aria-labelledby="selected-location" aria-live="polite">
            <h2 id="selected-location" className={styles.sidebarHeading}>
              <Trans>Selected location</Trans>
            </h2>
            {selected ? (
              <div>
                <p className={styles.selectedName}>{nameOf(i18n, selected)}</p>
                <StatusBadge status={selected.status} />
                <dl className={styles.facts}>
                  <dt>
                    <Trans>Type</Trans>
                  </dt>
                  <dd>{i18n._(branchTypeLabel[selected.type])}</dd>
                  <dt>
                    <Trans>Coordinates</Trans>
                  </dt>
                  <dd>{formatCoords(selected.coords)}</dd>
                  <dt>
                    <Trans>Marker at</Trans>
                  </dt>
                  <dd>{i18n._(branchWords(selected).place)}</dd>
                </dl>
              </div>
            ) : (
              <p className={styles.hint}>
                {mapFailed ? (
                  <Trans>Choose a state or union territory below to see its details.</Trans>
                ) : (
                  <Trans>Choose a state or union territory below or on the map to see its details.</Trans>
                )}
              </p>
            )}
          </section>

          {STATUSES.map((status) => (
            <section key={status} aria-labelledby={`group-${status}`}>
              <h2 id={`group-${status}`} className={styles.sidebarHeading}>
                <MapPinSymbol variant={variantOf(status)} />
                {i18n._(branchStatusLabel[status])} ({count((b) => b.status === status)})
              </h2>
              {TYPES.map((type) => {
                const list = BRANCH_LOCATIONS.filter((b) => b.status === status && b.type === type)
                  .map((b) => ({ ...b, shown: nameOf(i18n, b) }))
                  .sort((a, b) => a.shown.localeCompare(b.shown, i18n.locale));
                if (list.length === 0) return null;
                return (
                  <div key={type}>
                    <h3 className={styles.groupHeading}>
                      {i18n._(branchTypePlural[type])} ({list.length})
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
                            {b.shown}
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
