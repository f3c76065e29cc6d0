import { isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { ConsoleShell } from "../../components/admin/console-shell";
import { AdminPage, AdminNotice } from "../../components/admin/admin-page";
import { adminMeta, fetchSession, signInPath } from "../../lib/admin-api";
import { PRIVATE_PAGE_CACHE_CONTROL } from "../../lib/meta";
import type { Route } from "./+types/layout";
import { paths } from "@urjavolt/contract/paths";

/**
 * The staff console's frame. Everything under /admin is rendered in the browser: the session is
 * checked here (no session: to the sign-in page, then back), and the server's HTML holds only the
 * loading fallback, so nothing staff-only is ever in it.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await fetchSession();
  if (!session) {
    const url = new URL(request.url);
    throw redirect(signInPath(`${url.pathname}${url.search}`));
  }
  // A technician has one page (decision 031): any other console address leads there.
  if (session.staff.role === "technician" && new URL(request.url).pathname !== paths.admin.visits) throw redirect(paths.admin.visits);
  return { session };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () => adminMeta("Staff console");

/** The console is for staff only: no shared cache keeps even its empty frame. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

export function HydrateFallback() {
  return (
    <main id="main" style={{ padding: "var(--space-4)" }}>
      <p role="status">Loading the console…</p>
    </main>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return <ConsoleShell staff={loaderData.session.staff} />;
}

/** Errors inside the console stay inside it, with a way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? error.status === 404
      ? "This page does not exist in the console."
      : error.statusText || "This page could not be loaded."
    : error instanceof Error
      ? error.message
      : "This page could not be loaded.";
  return (
    <main id="main" style={{ padding: "var(--space-4)", maxWidth: "var(--content-width)", margin: "0 auto" }}>
      <AdminPage title="Something went wrong">
        <AdminNotice tone="error">{message}</AdminNotice>
        <p>
          <a href={paths.admin.home}>Back to the dashboard</a>
        </p>
      </AdminPage>
    </main>
  );
}
