import { type CodeChannel, accountMessages } from "@urjavolt/contract/accounts";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { FormStatus, TextField } from "../../components/form-field";
import formCard from "../../components/form-card.module.css";
import { useRouteForm } from "../../lib/route-form";
import { codeForm } from "./account-forms";
import styles from "./accounts.module.css";

const channelWords: Record<CodeChannel, string> = { sms: "by SMS", whatsapp: "on WhatsApp", email: "by e-mail" };

/**
 * The code step (decision 050): the code that went to the contact, for the challenge this browser
 * holds. `autocomplete="one-time-code"` lets a phone offer the code from the SMS.
 */
export function CodePage({ pending }: { pending: { channel: CodeChannel; sentTo: string; unit: string | null } | null }) {
  const form = useRouteForm(codeForm, { action: paths.accountCode, anchor: "code-form" });
  const failure = form.outcome?.status === "refused" && !form.outcome.aboutFields ? form.outcome.message : undefined;

  if (!pending && !failure) {
    return (
      <div className={styles.page}>
        <FormStatus kind="error">{accountMessages.codeEnded}</FormStatus>
        <p>
          <Link to={paths.accountSignIn}>Ask for a new code</Link>
        </p>
      </div>
    );
  }
  const sentMessage = pending?.unit ? accountMessages.codeSentForUnit : pending?.channel === "email" ? accountMessages.codeSentToEmail : accountMessages.codeSentToMobile;
  return (
    <div className={styles.page}>
      <form id="code-form" className={formCard.card} {...form.formProps} aria-labelledby="code-form-title">
        <h2 id="code-form-title" className={formCard.title}>
          Enter your code
        </h2>
        {pending ? (
          <p className={formCard.intro}>
            Sent {channelWords[pending.channel]} to {pending.sentTo}. {sentMessage}
          </p>
        ) : null}
        <TextField
          label="6-digit code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          className={styles.codeField}
          {...form.field("code")}
        />
        {failure ? <FormStatus kind="error">{failure}</FormStatus> : null}
        <button type="submit" className={styles.submit} disabled={form.sending}>
          {form.sending ? "Checking..." : "Sign in"}
        </button>
        <p className={styles.links}>
          No code after a minute? <Link to={paths.accountSignIn}>Ask for a new code</Link>.
        </p>
      </form>
    </div>
  );
}
