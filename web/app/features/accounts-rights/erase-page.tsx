import { type ErasurePlan, rightsMessages } from "@urjavolt/contract/accounts-rights";
import { formatIsoDate } from "@urjavolt/contract/dates";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { FormStatus, TextField } from "../../components/form-field";
import formCard from "../../components/form-card.module.css";
import { FORM_NAME_FIELD } from "../../lib/form-reply";
import { useRouteForm } from "../../lib/route-form";
import { erasureForm } from "./rights-forms";
import styles from "./accounts-rights.module.css";

/**
 * Erasure (decision 053): before confirming, exactly what goes at once and what the law (or an open
 * repair) makes us keep, with the reason and until when; after, the same list as done.
 */
export function ErasePage({ plan }: { plan: ErasurePlan | null }) {
  const form = useRouteForm<typeof erasureForm.schema, typeof erasureForm.initial, ErasurePlan>(erasureForm, { action: paths.accountErase, anchor: "erase-form" });
  const done = form.outcome?.status === "done" ? form.outcome.result : null;
  const shown = done ?? plan;
  if (!shown) {
    return (
      <div className={styles.page}>
        <p>
          <Link to={paths.accountSignIn}>Sign in</Link> to see what erasure would remove from your account.
        </p>
      </div>
    );
  }
  const failure = form.outcome?.status === "refused" ? form.outcome.message : undefined;
  return (
    <div className={styles.page}>
      {done ? <FormStatus kind="success">{rightsMessages.erased} This device is signed out. What we keep is listed below, with why and until when.</FormStatus> : null}
      <section className={formCard.card} aria-labelledby="erase-goes">
        <h2 id="erase-goes" className={formCard.title}>
          {done ? "Removed" : "What goes at once"}
        </h2>
        <ul className={styles.records}>
          {shown.erased.map((item) => (
            <li key={item.what} className={styles.record}>
              <strong>{item.what}</strong>
              <span className={styles.muted}>{item.detail}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={formCard.card} aria-labelledby="erase-stays">
        <h2 id="erase-stays" className={formCard.title}>
          {done ? "Kept, and why" : "What we must keep, and why"}
        </h2>
        {shown.kept.length === 0 ? (
          <p className={styles.muted}>Nothing: no record of yours is one the law makes us keep.</p>
        ) : (
          <ul className={styles.records}>
            {shown.kept.map((item) => (
              <li key={item.reference} className={styles.kept}>
                <strong>{item.what}</strong>
                <span>{item.reason}</span>
                <span className={styles.until}>{item.until ? `Kept until ${formatIsoDate(item.until)}` : "Kept while it is open"}</span>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>
          Our Grievance Officer keeps a note that you asked and what was done, with your account's number and no contact of yours. Questions: see the{" "}
          <Link to={paths.privacy}>privacy policy</Link>.
        </p>
      </section>
      {done ? (
        <p className={styles.linkLine}>
          <Link to={paths.home}>Back to the shop</Link>
        </p>
      ) : (
        <form id="erase-form" className={formCard.card} {...form.formProps} aria-labelledby="erase-form-title">
          <input type="hidden" name={FORM_NAME_FIELD} value={erasureForm.name} />
          <h2 id="erase-form-title" className={formCard.title}>
            Erase my account
          </h2>
          <p className={formCard.intro}>This cannot be undone. You can still sign in later with your number: that makes a new, empty account.</p>
          <TextField label="Type ERASE to confirm" required autoComplete="off" autoCapitalize="characters" maxLength={20} {...form.field("confirm")} />
          {failure ? <FormStatus kind="error">{failure}</FormStatus> : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.danger} disabled={form.sending}>
              {form.sending ? "Erasing..." : "Erase my account"}
            </button>
            <Link className={styles.secondary} to={paths.accountDetails}>
              Keep my account
            </Link>
          </div>
        </form>
      )}
    </div>
  );
}
