import { site } from "@urjavolt/contract/site";
import { StaffSignInSchema } from "@urjavolt/contract/staff";
import { SubmitButton } from "../../components/admin/admin-page";
import { TextField } from "../../components/form-field";
import { signIn } from "../../lib/admin-api";
import { useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import styles from "./staff.module.css";

/** The fields as typed, as the API takes them. */
const signInForm = defineForm({ name: "staff-sign-in", schema: StaffSignInSchema, initial: { email: "", password: "" }, fallback: "", toInput: (values) => values });

/** The console's sign-in: e-mail and password; on success `onSignedIn` takes over (a navigation). */
export function SignInForm({ onSignedIn, notice }: { onSignedIn: () => void; notice?: string | undefined }) {
  const form = useConsoleForm(signInForm, {
    send: (input) => signIn(input.email, input.password),
    done: () => onSignedIn(),
    failure: "Could not sign in",
    keep: true,
    // The password is typed again; the e-mail stays.
    failed: (): void => {
      form.setValue("password", "");
      form.formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus();
    },
  });

  return (
    <div className={styles.signInCard}>
      <p className={styles.brand}>{site.brand} Console</p>
      <h1 className={styles.signInTitle}>Staff sign-in</h1>
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {form.notice ? (
        <p role="alert" className={styles.failure}>
          {form.notice.text}
        </p>
      ) : null}
      <form {...form.formProps} className={styles.signInForm}>
        <TextField label="E-mail" type="email" autoComplete="username" required {...form.field("email")} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...form.field("password")} />
        <SubmitButton busy={form.busy} busyLabel="Signing in…" className={styles.primary}>
          Sign in
        </SubmitButton>
      </form>
      <p className={styles.small}>
        This area is for {site.brand} staff. <a href="/">Back to the website</a>
      </p>
    </div>
  );
}
