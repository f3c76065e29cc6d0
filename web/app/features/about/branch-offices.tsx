import { BRANCH_LOCATIONS, INDIA_MAP, branchesByStatus } from "@urjavolt/contract/branches";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { LazyMap, type MapMarker } from "../../components/lazy-map/lazy-map";
import ui from "../../components/marketing.module.css";
import { paths } from "@urjavolt/contract/paths";
import styles from "./about-page.module.css";
import { useLocalize } from "../../lib/i18n";
import { branchStatusLabel as statusLabel, branchWords } from "../../lib/branch-words";

const mapHeight = 420;

/**
 * Our branch offices, with a map of the same locations as the branch page. The map's library is
 * requested only once this section scrolls into view (spec: About), and when the library or its
 * tiles fail the map removes itself: the list of states stays, and nothing else changes.
 */
export function BranchOffices() {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const localize = useLocalize();
  const sectionRef = useRef<HTMLElement>(null);
  const [inView, setInView] = useState(false);
  const current = branchesByStatus("current");
  const coming = branchesByStatus("coming");

  useEffect(() => {
    const section = sectionRef.current;
    if (!section || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  const markers = useMemo<MapMarker[]>(
    () =>
      BRANCH_LOCATIONS.map((location) => ({
        id: location.id,
        position: location.coords,
        title: `${i18n._(branchWords(location).name)} (${i18n._(statusLabel[location.status])})`,
        variant: location.status === "current" ? "primary" : "secondary",
      })),
    [i18n],
  );

  return (
    <section ref={sectionRef} className={ui.sectionAlt} aria-labelledby={headingId}>
      <div className={`${ui.inner} ${styles.branches}`}>
        <div>
          <h2 id={headingId} className={ui.heading}>
            <Trans>Our Branch Offices</Trans>
          </h2>
          <p className={ui.lead}>
            <Trans>
              We sell and service in {current.length} states and union territories today, and are coming to {coming.length} more.
            </Trans>
          </p>
          <h3 className={styles.branchListTitle}>{i18n._(statusLabel.current)}</h3>
          <ul className={styles.branchList}>
            {current.map((location) => (
              <li key={location.id}>{i18n._(branchWords(location).name)}</li>
            ))}
          </ul>
          <Link to={localize(paths.branch)} className={ui.buttonOutline}>
            <Trans>See all our branches</Trans>
          </Link>
        </div>
        {inView ? (
          <LazyMap center={INDIA_MAP.center} zoom={4} height={mapHeight} label={t`Map of our branch locations in India`} markers={markers} />
        ) : null}
      </div>
    </section>
  );
}
