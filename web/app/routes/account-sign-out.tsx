import { ACCOUNT_SESSION_COOKIE, cookieValue } from "@urjavolt/contract/accounts";
import { paths } from "@urjavolt/contract/paths";
import { redirect } from "react-router";
import { cookieHeaders } from "../features/accounts/requester";
import type { Route } from "./+types/account-sign-out";

/** Nothing to show: signing out is a post from the account's page. */
export function loader() {
  return redirect(paths.account);
}

/** Signs this device out, or every device of the account ("Sign out everywhere"), then back to signing in. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await request.formData().catch(() => undefined);
  const token = cookieValue(request.headers.get("cookie"), ACCOUNT_SESSION_COOKIE);
  const accounts = context.services.accounts;
  const form = body?.get("_form");
  // One other device: the account stays signed in here.
  const device = Number(body?.get("device"));
  if (form === "device" && Number.isSafeInteger(device) && device > 0 && (await accounts.session(token))) {
    await accounts.signOutDevice(token, device);
    return redirect(`${paths.account}#account-devices`);
  }
  const answer = form === "everywhere" && (await accounts.session(token)) ? await accounts.signOutEverywhere(token) : await accounts.signOut(token);
  return redirect(`${paths.accountSignIn}?signed-out`, { headers: cookieHeaders(answer.cookies) });
}
