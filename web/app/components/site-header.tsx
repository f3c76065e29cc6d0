import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { site } from "@urjavolt/contract/site";
import {
  mainNavigation,
  type NavGroupItem,
  type NavItem,
} from "../site/navigation";
import { paths } from "@urjavolt/contract/paths";
import { DESKTOP_NAV_QUERY, useMediaQuery } from "../lib/use-media-query";
import { useLocalize } from "../lib/i18n";
import { LanguageSwitch } from "./language-switch";
import { BrandMark } from "./brand-mark";
import { AccountLink } from "./account-link";
import { CartLink } from "./cart-link";
import { HeaderSearch } from "./header-search";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "./icons";
import styles from "./site-header.module.css";

/** The bar takes its scrolled style past this many pixels (docs/requirements/site-and-service-forms.md §9). */
export const SCROLLED_AT_PX = 50;

function subscribeToScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > px,
    () => false,
  );
}

const MENU_ID = "site-menu";
const MENU_TITLE_ID = "site-menu-title";
const groupMenuId = (id: string) => `site-menu-${id}`;

/**
 * The shared navigation bar (docs/requirements/site-and-service-forms.md §2): brand, the main links with the
 * 'Our Products' dropdown, the cart with its badge, and below 1024 px a hamburger that opens the
 * links as a full-screen overlay (a modal dialog). Menus are tied to the location they were opened at, so any navigation
 * (a link, the back button) closes them.
 */
export function SiteHeader({
  navigation = mainNavigation,
}: {
  navigation?: readonly NavItem[];
}) {
  const location = useLocation();
  const { i18n, t } = useLingui();
  const localize = useLocalize();
  const isDesktop = useMediaQuery(DESKTOP_NAV_QUERY);
  const scrolled = useScrolledPast(SCROLLED_AT_PX);

  const [openGroupState, setOpenGroupState] = useState<{
    id: string;
    at: string;
  } | null>(null);
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);

  const openGroup =
    openGroupState?.at === location.key ? openGroupState.id : null;
  const menuOpen = menuOpenAt === location.key && !isDesktop;

  const panelRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const groupButtons = useRef(new Map<string, HTMLButtonElement>());
  const groupItems = useRef(new Map<string, HTMLLIElement>());

  const closeGroup = useCallback(() => setOpenGroupState(null), []);

  const toggleGroup = (id: string) =>
    setOpenGroupState((current) =>
      current?.id === id && current.at === location.key
        ? null
        : { id, at: location.key },
    );

  /** Closes the mobile menu; focus that was inside it goes back to the hamburger button. */
  const closeMenu = useCallback(() => {
    setMenuOpenAt(null);
    setOpenGroupState(null);
    if (panelRef.current?.contains(document.activeElement))
      menuButtonRef.current?.focus();
  }, []);

  const toggleMenu = () => {
    if (menuOpen) closeMenu();
    else setMenuOpenAt(location.key);
  };

  const closeAll = () => {
    setMenuOpenAt(null);
    setOpenGroupState(null);
  };

  // Escape closes the innermost open menu; Tab stays inside the menu while it covers the page.
  useEffect(() => {
    if (!openGroup && !menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        if (openGroup) {
          closeGroup();
          groupButtons.current.get(openGroup)?.focus();
        } else {
          closeMenu();
          menuButtonRef.current?.focus();
        }
        return;
      }
      if (event.key === "Tab" && menuOpen && panelRef.current) {
        const focusable = Array.from(
          panelRef.current.querySelectorAll<HTMLElement>(
            "a[href], button:not([disabled])",
          ),
        ).filter((element) => !element.closest("[hidden]"));
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target) return;
      if (openGroup && !groupItems.current.get(openGroup)?.contains(target))
        closeGroup();
      if (
        menuOpen &&
        !panelRef.current?.contains(target) &&
        !menuButtonRef.current?.contains(target)
      )
        closeMenu();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [openGroup, menuOpen, closeGroup, closeMenu]);

  // While the overlay is open the page behind it does not scroll; focus moves into the menu.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panelRef.current
      ?.querySelector<HTMLElement>("ul a[href], ul button")
      ?.focus();
    return () => {
      document.body.style.overflow = previous;
    };
  }, [menuOpen]);

  const isCurrentGroup = (group: NavGroupItem) =>
    group.items.some((item) => localize(item.to) === location.pathname);

  return (
    <>
      <header
        className={`${styles.header} ${scrolled ? styles.scrolled : ""}`}
        data-scrolled={scrolled || undefined}
      >
        <div className={styles.bar}>
          <Link
            to={localize(paths.home)}
            className={styles.brand}
            onClick={closeAll}
          >
            <BrandMark className={styles.mark} />
            <span>{site.brand}</span>
          </Link>

          <nav aria-label={t`Main`}>
            <div
              id={MENU_ID}
              className={`${styles.menu} ${menuOpen ? styles.menuOpen : ""}`}
            >
              {/* Below 1024 px the open menu is a modal dialog over the page; the rest is its backdrop. */}
              <div
                ref={panelRef}
                className={styles.panel}
                role={menuOpen ? "dialog" : undefined}
                aria-modal={menuOpen || undefined}
                aria-labelledby={menuOpen ? MENU_TITLE_ID : undefined}
              >
                {menuOpen ? (
                  <div className={styles.panelHeader}>
                    <span className={styles.panelTitle} id={MENU_TITLE_ID}>
                      <Trans>Menu</Trans>
                    </span>
                    <button
                      type="button"
                      className={styles.closeButton}
                      aria-label={t`Close menu`}
                      onClick={closeMenu}
                    >
                      <CloseIcon />
                    </button>
                  </div>
                ) : null}
                <ul className={styles.list}>
                  {navigation.map((item) =>
                    item.kind === "link" ? (
                      <li key={item.to}>
                        <NavLink
                          to={localize(item.to)}
                          end
                          className={styles.link}
                          onClick={closeAll}
                        >
                          {i18n._(item.label)}
                        </NavLink>
                      </li>
                    ) : (
                      <li
                        key={item.id}
                        className={styles.group}
                        ref={(element) => {
                          if (element) groupItems.current.set(item.id, element);
                          else groupItems.current.delete(item.id);
                        }}
                      >
                        <button
                          type="button"
                          className={`${styles.link} ${styles.groupButton} ${isCurrentGroup(item) ? styles.current : ""}`}
                          aria-expanded={openGroup === item.id}
                          aria-controls={groupMenuId(item.id)}
                          onClick={() => toggleGroup(item.id)}
                          ref={(element) => {
                            if (element)
                              groupButtons.current.set(item.id, element);
                            else groupButtons.current.delete(item.id);
                          }}
                        >
                          {i18n._(item.label)}
                          <ChevronDownIcon className={styles.chevron} />
                        </button>
                        <ul
                          id={groupMenuId(item.id)}
                          className={styles.submenu}
                          hidden={openGroup !== item.id}
                        >
                          {item.items.map((link) => (
                            <li key={link.to}>
                              <NavLink
                                to={localize(link.to)}
                                className={styles.sublink}
                                onClick={closeAll}
                              >
                                {i18n._(link.label)}
                              </NavLink>
                            </li>
                          ))}
                        </ul>
                      </li>
                    ),
                  )}
                </ul>
                {menuOpen ? (
                  <LanguageSwitch className={styles.panelLanguages} />
                ) : null}
              </div>
            </div>
          </nav>

          <HeaderSearch />

          <AccountLink onNavigate={closeAll} />

          <CartLink onNavigate={closeAll} />

          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            onClick={toggleMenu}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </header>
    </>
  );
}
