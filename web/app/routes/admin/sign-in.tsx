import { redirect, useNavigate, useSearchParams } from "react-router";
import { SignInForm } from "../../features/staff/sign-in-form";
import styles from "../../features/staff/staff.module.css";
import { adminMeta, fetchSession } from "../../lib/admin-api";
import { PRIVATE_PAGE_CACHE_CONTROL } from "../../lib/meta";
import type { Route } from "./+types/sign-in";
import { paths } from "@urjavolt/contract/paths";

/** Only console paths are followed after sign-in, never another site. */
function nextPath(params: URLSearchParams): string {
  const next = params.get("next") ?? "";
  return next.startsWith(paths.admin.home) && !next.startsWith("//") && !next.startsWith(paths.admin.signIn) ? next : paths.admin.home;
}

/** Someone already signed in goes straight on. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await fetchSession().catch(() => null);
  if (session) throw redirect(nextPath(new URL(request.url).searchParams));
  return null;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () => adminMeta("Staff sign-in");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

export function HydrateFallback() {
  return (
    <main id="main" className={styles.signInPage}>
      <p role="status">Loading…</p>
    </main>
  );
}

export default function SignInRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <main id="main" className={styles.signInPage}>
      <SignInForm
        notice={params.get("signedOut") ? "You have signed out." : undefined}
        onSignedIn={() => navigate(nextPath(params), { replace: true })}
      />
    </main>
  );
}
