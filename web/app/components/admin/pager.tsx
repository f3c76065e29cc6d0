import { Link, useLocation, useSearchParams } from "react-router";
import styles from "./admin.module.css";

/** Previous and next links over a paged list, keeping the filters in the URL (`page` is 1-based). */
export function Pager({ page, pageSize, total, label = "Pages" }: { page: number; pageSize: number; total: number; label?: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    if (n <= 1) next.delete("page");
    else next.set("page", String(n));
    const search = next.toString();
    return `${pathname}${search ? `?${search}` : ""}`;
  };
  return (
    <nav aria-label={label} className={styles.pager}>
      {page > 1 ? (
        <Link to={to(page - 1)} className={styles.buttonSecondary} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.pagerStatus}>
        Page {Math.min(page, pages)} of {pages} ({total} in all)
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={styles.buttonSecondary} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
