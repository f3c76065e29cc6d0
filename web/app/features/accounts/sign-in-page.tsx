import { accountMessages } from "@urjavolt/contract/accounts";
import { EMAIL_MAX, MOBILE_INPUT_MAX } from "@urjavolt/contract/form-rules";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { FormStatus, TextField } from "../../components/form-field";
import formCard from "../../components/form-card.module.css";
import { formNameField } from "../../lib/form-reply";
import { useRouteForm } from "../../lib/route-form";
import { emailSignInForm, mobileSignInForm } from "./account-forms";
import styles from "./accounts.module.css";

/** A refusal that is about the whole form (a limit, a fault of ours), not one of its fields. */
const formFailure = (outcome: ReturnType<typeof useRouteForm>["outcome"]) => (outcome?.status === "refused" && !outcome.aboutFields ? outcome.message : undefined);

/**
 * Signing in (decision 050): a mobile number, or an e-mail address for those without SMS. Either
 * form posts to the page's action, which sends the code and goes on to the code step, so it works
 * without JavaScript.
 */
export function SignInPage({ signedOut }: { signedOut: boolean }) {
  const mobile = useRouteForm(mobileSignInForm, { action: paths.accountSignIn, anchor: "mobile-sign-in" });
  const email = useRouteForm(emailSignInForm, { action: paths.accountSignIn, anchor: "email-sign-in" });
  const mobileFailure = formFailure(mobile.outcome);
  const emailFailure = formFailure(email.outcome);

  return (
    <div className={styles.page}>
      {signedOut ? <FormStatus kind="success">{accountMessages.signedOut}</FormStatus> : null}
      <form id="mobile-sign-in" className={formCard.card} {...mobile.formProps} aria-labelledby="mobile-sign-in-title">
        <input {...formNameField(mobileSignInForm)} />
        <h2 id="mobile-sign-in-title" className={formCard.title}>
          Sign in with your mobile number
        </h2>
        <p className={formCard.intro}>We send a 6-digit code to the number. No password to remember.</p>
        <TextField
          label="Mobile number"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={MOBILE_INPUT_MAX}
          hint="An Indian mobile number, 10 digits"
          {...mobile.field("mobile")}
        />
        <fieldset className={styles.channels}>
          <legend>Send the code by</legend>
          <label className={styles.choice}>
            <input type="radio" name="channel" value="sms" checked={mobile.values.channel === "sms"} onChange={mobile.onChange} /> SMS
          </label>
          <label className={styles.choice}>
            <input type="radio" name="channel" value="whatsapp" checked={mobile.values.channel === "whatsapp"} onChange={mobile.onChange} /> WhatsApp
          </label>
        </fieldset>
        {mobileFailure ? <FormStatus kind="error">{mobileFailure}</FormStatus> : null}
        <button type="submit" className={styles.submit} disabled={mobile.sending}>
          {mobile.sending ? "Sending..." : "Send code"}
        </button>
      </form>

      <form id="email-sign-in" className={formCard.card} {...email.formProps} aria-labelledby="email-sign-in-title">
        <input {...formNameField(emailSignInForm)} />
        <h2 id="email-sign-in-title" className={formCard.title}>
          No SMS? Sign in with your e-mail
        </h2>
        <p className={formCard.intro}>The e-mail address you gave with your orders or requests.</p>
        <TextField label="Email" required type="email" autoComplete="email" maxLength={EMAIL_MAX} {...email.field("email")} />
        {emailFailure ? <FormStatus kind="error">{emailFailure}</FormStatus> : null}
        <button type="submit" className={styles.submit} disabled={email.sending}>
          {email.sending ? "Sending..." : "Send code by e-mail"}
        </button>
      </form>

      <p className={styles.links}>
        We keep only what signing in needs: see <Link to={paths.privacy}>our privacy policy</Link>. Looking for one order?{" "}
        <Link to={paths.trackOrder}>Track it</Link> with its number.
      </p>
    </div>
  );
}
