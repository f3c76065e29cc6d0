import { useId } from "react";
import adminStyles from "../../components/admin/admin.module.css";
import styles from "./admin-catalogue.module.css";
import { type Pair, newPair } from "./product-form-state";

/** Name and value rows (kept in the order shown), with add, remove and a message for the list. */
export function PairEditor({ title, field, pairs, onChange, error }: { title: string; field: string; pairs: Pair[]; onChange: (pairs: Pair[]) => void; error?: string | undefined }) {
  const id = useId();
  const update = (key: number, change: Partial<Pair>) => onChange(pairs.map((pair) => (pair.key === key ? { ...pair, ...change } : pair)));
  return (
    <fieldset className={styles.section} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{title}</legend>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {pairs.length === 0 ? <p className={styles.hint}>None yet.</p> : null}
      <ol className={styles.pairs}>
        {pairs.map((pair, index) => (
          <li key={pair.key} className={styles.pair}>
            <label className={styles.pairField}>
              Name {index + 1}
              <input
                className={styles.input}
                data-field={index === 0 ? field : undefined}
                aria-invalid={index === 0 && error ? true : undefined}
                aria-describedby={index === 0 && error ? `${id}-error` : undefined}
                value={pair.name} maxLength={100} onChange={(e) => update(pair.key, { name: e.currentTarget.value })} />
            </label>
            <label className={styles.pairField}>
              Value {index + 1}
              <input className={styles.input} value={pair.value} maxLength={500} onChange={(e) => update(pair.key, { value: e.currentTarget.value })} />
            </label>
            <button type="button" className={adminStyles.buttonSecondary} onClick={() => onChange(pairs.filter((candidate) => candidate.key !== pair.key))}>
              Remove<span className="visually-hidden"> {pair.name || `row ${index + 1}`}</span>
            </button>
          </li>
        ))}
      </ol>
      <div>
        <button type="button" className={adminStyles.buttonSecondary} onClick={() => onChange([...pairs, newPair()])}>
          Add a row<span className="visually-hidden"> to {title}</span>
        </button>
      </div>
    </fieldset>
  );
}
