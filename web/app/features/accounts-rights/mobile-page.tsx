import { accountMessages } from "@urjavolt/contract/accounts";
import { rightsMessages } from "@urjavolt/contract/accounts-rights";
import { MOBILE_INPUT_MAX } from "@urjavolt/contract/form-rules";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { FormStatus, TextField } from "../../components/form-field";
import formCard from "../../components/form-card.module.css";
import { FORM_NAME_FIELD } from "../../lib/form-reply";
import { useRouteForm } from "../../lib/route-form";
import { shownMobile } from "./details-page";
import { mobileCodesForm, mobileStartForm } from "./rights-forms";
import styles from "./accounts-rights.module.css";

/**
 * A new mobile number (decision 053): a code to the number the account has and one to the new
 * number, both entered together, so whoever changes it holds both phones.
 */
export function MobilePage({ mobile, pending }: { mobile: string | null; pending: { currentSentTo: string; newSentTo: string } | null }) {
  if (!mobile) {
    return (
      <div className={styles.page}>
        <FormStatus kind="error">{rightsMessages.mobileOnly}</FormStatus>
        <p className={styles.linkLine}>
          <Link to={paths.accountDetails}>Back to your details</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <StartForm mobile={mobile} asked={pending !== null} />
      {pending ? <CodesForm pending={pending} /> : null}
      <p className={styles.muted}>
        After the change, your orders, registered products and service requests are found by the new number. Those made under {shownMobile(mobile)} until today still show
        in your account, because you proved that number too. Every other device is signed out.
      </p>
    </div>
  );
}

function StartForm({ mobile, asked }: { mobile: string; asked: boolean }) {
  const form = useRouteForm(mobileStartForm, { action: paths.accountMobile, anchor: "mobile-form" });
  const failure = form.outcome?.status === "refused" ? form.outcome.message : undefined;
  return (
    <form id="mobile-form" className={formCard.card} {...form.formProps} aria-labelledby="mobile-form-title">
      <input type="hidden" name={FORM_NAME_FIELD} value={mobileStartForm.name} />
      <h2 id="mobile-form-title" className={formCard.title}>
        {asked ? "Codes sent" : "Your new number"}
      </h2>
      <p className={formCard.intro}>
        Your account's number is {shownMobile(mobile)}. We send a 6-digit code to it and another to the new number; you enter both.
      </p>
      <TextField label="New mobile number" required type="tel" inputMode="tel" autoComplete="tel-national" maxLength={MOBILE_INPUT_MAX} {...form.field("mobile")} />
      {failure ? <FormStatus kind="error">{failure}</FormStatus> : null}
      <button type="submit" className={asked ? styles.secondary : styles.submit} disabled={form.sending}>
        {form.sending ? "Sending..." : asked ? "Send new codes" : "Send the codes"}
      </button>
    </form>
  );
}

function CodesForm({ pending }: { pending: { currentSentTo: string; newSentTo: string } }) {
  const form = useRouteForm(mobileCodesForm, { action: paths.accountMobile, anchor: "codes-form" });
  const failure = form.outcome?.status === "refused" ? form.outcome.message : undefined;
  return (
    <form id="codes-form" className={formCard.card} {...form.formProps} aria-labelledby="codes-form-title">
      <input type="hidden" name={FORM_NAME_FIELD} value={mobileCodesForm.name} />
      <h2 id="codes-form-title" className={formCard.title}>
        Enter both codes
      </h2>
      <p className={formCard.intro}>{rightsMessages.codesSent}</p>
      <TextField
        label={`Code sent to your current number, ${pending.currentSentTo}`}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        className={styles.codeField}
        {...form.field("currentCode")}
      />
      <TextField label={`Code sent to your new number, ${pending.newSentTo}`} required inputMode="numeric" autoComplete="off" maxLength={20} className={styles.codeField} {...form.field("newCode")} />
      {failure ? <FormStatus kind="error">{failure}</FormStatus> : null}
      <button type="submit" className={styles.submit} disabled={form.sending}>
        {form.sending ? "Checking..." : "Change my number"}
      </button>
      <p className={styles.muted}>{accountMessages.codeInvalid}.</p>
    </form>
  );
}
