import type { StaffSession, Staff } from "@urjavolt/contract/staff";
import { CSRF_HEADER, retryAfterText, staffMessages } from "@urjavolt/contract/staff";
import { useRouteLoaderData } from "react-router";
import { ApiError, NON_JSON_MESSAGE, failureMessage } from "./api-client";
import { paths } from "@urjavolt/contract/paths";

/**
 * The console's one way to call the admin API (`/api/v1/admin/...`), from the browser only: the
 * session cookie goes along (HttpOnly, the script never sees it) and every write carries the
 * session's CSRF token, kept here from the session answer. Failures throw `ApiError` with the
 * envelope's message; a 401 sends the browser to the sign-in page, coming back here afterwards.
 *
 *   const list = await adminRequest<EnquiryList>("enquiries", { query: { status: "open" } });
 *   await adminRequest(`enquiries/${id}/status`, { method: "POST", json: { status, note } });
 */

export type AdminRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (uploads). */
  form?: FormData;
  /** Added to the URL; empty and undefined values are left out. */
  query?: Record<string, string | number | boolean | null | undefined> | URLSearchParams;
  signal?: AbortSignal;
};

export const ADMIN_NETWORK_MESSAGE = "Could not reach the server. Check the connection and try again.";
export const ADMIN_SIGN_IN_PATH = paths.admin.signIn;
/** The admin layout route's id, for `useRouteLoaderData`. */
export const ADMIN_LAYOUT_ROUTE_ID = "routes/admin/layout";

let csrfToken: string | null = null;

/** Keeps the CSRF token of the session answer (sign-in, the layout's session check); null on sign-out. */
export function rememberAdminSession(session: StaffSession | null): void {
  csrfToken = session?.csrfToken ?? null;
}

/** The URL of an admin API path with its query: also for plain links (a CSV download, an invoice). */
export function adminApiUrl(path: string, query?: AdminRequest["query"]): string {
  const params = new URLSearchParams();
  if (query instanceof URLSearchParams) {
    query.forEach((value, key) => {
      if (value !== "") params.append(key, value);
    });
  } else if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
    }
  }
  const search = params.toString();
  return `/api/v1/admin/${path.replace(/^\/+/, "")}${search ? `?${search}` : ""}`;
}

/** Where a 401 sends the browser: sign-in, then back to the page it was on. */
export function signInPath(next?: string): string {
  const here = next ?? (typeof window === "undefined" ? paths.admin.home : `${window.location.pathname}${window.location.search}`);
  const safe = here.startsWith(paths.admin.home) && !here.startsWith(ADMIN_SIGN_IN_PATH) ? here : paths.admin.home;
  return `${ADMIN_SIGN_IN_PATH}?next=${encodeURIComponent(safe)}`;
}

async function send(path: string, { method = "GET", json, form, query, signal }: AdminRequest): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (json !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET") {
    if (!csrfToken) csrfToken = (await fetchSession())?.csrfToken ?? null;
    if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  }
  try {
    return await fetch(adminApiUrl(path, query), {
      method,
      headers,
      credentials: "same-origin",
      body: json !== undefined ? JSON.stringify(json) : form,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(ADMIN_NETWORK_MESSAGE, 0);
  }
}

/** Calls the admin API and returns its JSON (undefined for 204). */
export async function adminRequest<T>(path: string, options: AdminRequest = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 403 && (options.method ?? "GET") !== "GET" && (await isCsrfRefusal(response))) {
    // Signed in again in another tab: this tab's token belongs to the old session. Fetch the new one, once.
    csrfToken = null;
    response = await send(path, options);
  }
  if (response.status === 401) {
    csrfToken = null;
    if (typeof window !== "undefined") window.location.assign(signInPath());
  }
  if (response.status === 204) return undefined as T;
  let body: unknown;
  try {
    if (!(response.headers.get("content-type") ?? "").includes("json")) throw new Error("not JSON");
    body = await response.json();
  } catch {
    throw new ApiError(NON_JSON_MESSAGE, response.status);
  }
  if (!response.ok) {
    const errors = (body as { errors?: unknown } | null)?.errors;
    throw new ApiError(failureMessage(body, "The request failed"), response.status, errors && typeof errors === "object" ? (errors as Record<string, string>) : {});
  }
  return body as T;
}

/** A console list page's client loader: the list at `path`, filtered and paged by the page's own query string. */
export function adminListLoader<T>(path: string) {
  return async ({ request }: { request: Request }) => ({
    list: await adminRequest<T>(path, { query: new URL(request.url).searchParams, signal: request.signal }),
  });
}

async function isCsrfRefusal(response: Response): Promise<boolean> {
  const body = (await response.clone().json().catch(() => null)) as { message?: unknown } | null;
  return body?.message === staffMessages.csrf;
}

/** The current session, or null when nobody is signed in (no redirect: the sign-in page uses it too). */
export async function fetchSession(): Promise<StaffSession | null> {
  let response: Response;
  try {
    response = await fetch("/api/v1/admin/session", { headers: { accept: "application/json" }, credentials: "same-origin" });
  } catch {
    throw new ApiError(ADMIN_NETWORK_MESSAGE, 0);
  }
  if (response.status === 401) {
    csrfToken = null;
    return null;
  }
  if (!response.ok) throw new ApiError(failureMessage(await response.json().catch(() => null), "The request failed"), response.status);
  const session = (await response.json()) as StaffSession;
  rememberAdminSession(session);
  return session;
}

/** The signed-in staff member, from the admin layout's client loader (inside the console only). */
export function useStaff(): Staff {
  const data = useRouteLoaderData(ADMIN_LAYOUT_ROUTE_ID) as { session: StaffSession } | undefined;
  if (!data) throw new Error("useStaff is only for pages inside the admin layout");
  return data.session.staff;
}

/** Signs in; throws ApiError with the server's message (wrong password, throttled) on failure. */
export async function signIn(email: string, password: string): Promise<StaffSession> {
  let response: Response;
  try {
    response = await fetch("/api/v1/admin/session", {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new ApiError(ADMIN_NETWORK_MESSAGE, 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const errors = (body as { errors?: unknown } | null)?.errors;
    // A throttled sign-in says when it may try again (decision 013: at most 15 minutes, often seconds).
    const wait = response.status === 429 ? retryAfterText(Number(response.headers.get("retry-after"))) : "";
    const message = [failureMessage(body, "Could not sign in"), wait].filter(Boolean).join(" ");
    throw new ApiError(message, response.status, errors && typeof errors === "object" ? (errors as Record<string, string>) : {});
  }
  const session = body as StaffSession;
  rememberAdminSession(session);
  return session;
}

/** Ends the session on the server (the cookie is cleared) and forgets the CSRF token. */
export async function signOut(): Promise<void> {
  try {
    await adminRequest<void>("session", { method: "DELETE" });
  } finally {
    rememberAdminSession(null);
  }
}

/** A console page's <title> and the noindex every console page carries. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Console` }, { name: "robots", content: "noindex, nofollow" }];
}
