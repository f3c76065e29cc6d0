import { site } from "@urjavolt/contract/site";
import { StaffSignInSchema } from "@urjavolt/contract/staff";
import { type FormEvent, useRef, useState } from "react";
import { TextField } from "../../components/form-field";
import { ApiError } from "../../lib/api-client";
import { signIn } from "../../lib/admin-api";
import styles from "./staff.module.css";
import { fieldErrors } from "@urjavolt/contract/form-rules";

/** The console's sign-in: e-mail and password; on success `onSignedIn` takes over (a navigation). */
export function SignInForm({ onSignedIn, notice }: { onSignedIn: () => void; notice?: string | undefined }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = StaffSignInSchema.safeParse({ email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") });
    setFailure(null);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      formRef.current?.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await signIn(parsed.data.email, parsed.data.password);
      onSignedIn();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : "Could not sign in");
      const password = formRef.current?.querySelector<HTMLInputElement>('[name="password"]');
      if (password) {
        password.value = "";
        password.focus();
      }
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
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className={styles.signInForm}>
        <TextField label="E-mail" name="email" type="email" autoComplete="username" required error={errors.email} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
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
