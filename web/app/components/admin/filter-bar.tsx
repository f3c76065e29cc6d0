import { Form, Link, useLocation, useSearchParams } from "react-router";
import { useId } from "react";
import styles from "./admin.module.css";

export type FilterField =
  | { name: string; label: string; type: "search" | "text" | "date"; placeholder?: string }
  | { name: string; label: string; type: "select"; options: ReadonlyArray<{ value: string; label: string }>; allLabel?: string };

/**
 * Labelled filters that write the URL query (a GET form), so a filtered list can be bookmarked,
 * reloaded and shared; applying filters goes back to the first page. "Clear" drops them all.
 */
export function FilterBar({ fields, label = "Filters", submitLabel = "Apply" }: { fields: FilterField[]; label?: string; submitLabel?: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = useId();
  const active = fields.some((field) => params.get(field.name));
  return (
    // The key resets the inputs' defaults when the URL changes (back button, a link from the dashboard).
    <Form method="get" role="search" aria-label={label} className={styles.filters} key={params.toString()}>
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const value = params.get(field.name) ?? "";
        return (
          <div key={field.name} className={styles.filter}>
            <label htmlFor={inputId} className={styles.filterLabel}>
              {field.label}
            </label>
            {field.type === "select" ? (
              <select id={inputId} name={field.name} defaultValue={value} className={styles.control}>
                <option value="">{field.allLabel ?? "All"}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input id={inputId} name={field.name} type={field.type} defaultValue={value} placeholder={field.type === "date" ? undefined : field.placeholder} className={styles.control} />
            )}
          </div>
        );
      })}
      <div className={styles.filterActions}>
        <button type="submit" className={styles.button}>
          {submitLabel}
        </button>
        {active ? (
          <Link to={pathname} className={styles.buttonSecondary}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
