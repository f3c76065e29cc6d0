import { site } from "@urjavolt/contract/site";
import { StaffSignInSchema } from "@urjavolt/contract/staff";
import { type FormEvent, useState } from "react";
import { TextField } from "../../components/form-field";
import { ApiError } from "../../lib/api-client";
import { signIn } from "../../lib/admin-api";
import { defineForm, useRouteForm } from "../../lib/route-form";
import styles from "./staff.module.css";

/** The fields as typed, as the API takes them. */
const signInForm = defineForm({ name: "staff-sign-in", schema: StaffSignInSchema, initial: { email: "", password: "" }, fallback: "", toInput: (values) => values });

/** The console's sign-in: e-mail and password; on success `onSignedIn` takes over (a navigation). */
export function SignInForm({ onSignedIn, notice }: { onSignedIn: () => void; notice?: string | undefined }) {
  // The console's pages are the browser's alone (decision 009): the form is sent by `submit` to the staff API.
  const form = useRouteForm(signInForm);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    form.setErrors({});
    setBusy(true);
    try {
      await signIn(input.email, input.password);
      onSignedIn();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : "Could not sign in");
      // The password is typed again; the e-mail stays.
      form.setValue("password", "");
      form.formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.signInCard}>
      <p className={styles.brand}>{site.brand} Console</p>
      <h1 className={styles.signInTitle}>Staff sign-in</h1>
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)} className={styles.signInForm}>
        <TextField label="E-mail" type="email" autoComplete="username" required {...form.field("email")} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...form.field("password")} />
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
      <p className={styles.small}>
        This area is for {site.brand} staff. <a href="/">Back to the website</a>
      </p>
    </div>
  );
}
