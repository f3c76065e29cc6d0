import type { Staff } from "@urjavolt/contract/staff";
import { staffRoleLabels } from "@urjavolt/contract/staff";
import { site } from "@urjavolt/contract/site";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { ADMIN_SIGN_IN_PATH, signOut } from "../../lib/admin-api";
import { SkipLink } from "../skip-link";
import styles from "./console-shell.module.css";
import { paths } from "@urjavolt/contract/paths";

type NavItem = { to: string; label: string; adminOnly?: boolean };

/** The console's sections; support staff see the ones their role works with, a technician only their visits (decision 031). */
export const consoleNav: NavItem[] = [
  { to: paths.admin.home, label: "Dashboard" },
  { to: paths.admin.inbox, label: "Inbox" },
  { to: paths.admin.service, label: "Service desk" },
  { to: paths.admin.warranties, label: "Warranties" },
  { to: paths.admin.orders, label: "Orders" },
  { to: paths.admin.customers, label: "Customers" },
  { to: paths.admin.payments, label: "Payments" },
  { to: paths.admin.takeback, label: "Battery take-back" },
  { to: paths.admin.products, label: "Products", adminOnly: true },
  { to: paths.admin.coupons, label: "Coupons", adminOnly: true },
  { to: paths.admin.exchangeValues, label: "Old battery values", adminOnly: true },
  { to: paths.admin.emi, label: "EMI plans", adminOnly: true },
  { to: paths.admin.searchSynonyms, label: "Search synonyms", adminOnly: true },
  { to: paths.admin.promotions, label: "Promotions", adminOnly: true },
  { to: paths.admin.blog, label: "Blog", adminOnly: true },
  { to: paths.admin.stores, label: "Stores", adminOnly: true },
  { to: paths.admin.pincodes, label: "Pincodes", adminOnly: true },
  { to: paths.admin.outbox, label: "Outbox", adminOnly: true },
  // The Grievance Officer's log of customers' data requests (decision 053): admins.
  { to: paths.admin.rightsRequests, label: "Data requests", adminOnly: true },
  { to: paths.admin.reviews, label: "Reviews", adminOnly: true },
  { to: paths.admin.staff, label: "Staff", adminOnly: true },
];

/** A technician's console: their visits and nothing else. */
export const technicianNav: NavItem[] = [{ to: paths.admin.visits, label: "My visits" }];

/**
 * The console's frame: a top bar (brand, who is signed in, sign-out), the section nav (a side
 * column on wide screens, a menu button on phones), and the page as <main>. No public header,
 * footer or offers banner.
 */
export function ConsoleShell({ staff }: { staff: Staff }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const navId = useId();

  // A section chosen on a phone closes the menu; on a new page focus goes to it (not on first load),
  // so a screen reader starts reading the new page rather than staying in the nav.
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    setMenuOpen(false);
    if (location.pathname === firstPath.current) return;
    firstPath.current = "";
    document.getElementById("main")?.focus({ preventScroll: false });
  }, [location.pathname]);

  const items = staff.role === "technician" ? technicianNav : consoleNav.filter((item) => !item.adminOnly || staff.role === "admin");

  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // Signed out or not, the console is left: the sign-in page checks the session again.
    }
    navigate(`${ADMIN_SIGN_IN_PATH}?signedOut=1`, { replace: true });
  };

  return (
    <div className={styles.console}>
      <SkipLink target="main" />
      <header className={styles.bar}>
        <a href={staff.role === "technician" ? paths.admin.visits : paths.admin.home} className={styles.brand}>
          {site.brand} <span className={styles.brandSub}>Console</span>
        </a>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <div className={styles.who}>
          <span className={styles.whoName}>
            {staff.name} <span className={styles.role}>({staffRoleLabels[staff.role]})</span>
          </span>
          <button type="button" className={styles.signOut} onClick={() => void leave()} disabled={signingOut}>
            {signingOut ? "Signing out…" : "Sign out"}
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <nav id={navId} aria-label="Console" className={`${styles.nav} ${menuOpen ? styles.navOpen : ""}`}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.admin.home} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
