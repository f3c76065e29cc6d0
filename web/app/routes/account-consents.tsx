import { ConsentChangeSchema } from "@urjavolt/contract/accounts";
import { paths } from "@urjavolt/contract/paths";
import { redirect } from "react-router";
import { sessionTokenOf } from "../features/accounts/requester";
import type { Route } from "./+types/account-consents";

/** Nothing to show: the consents are changed from the account's page. */
export function loader() {
  return redirect(paths.account);
}

/**
 * Gives or withdraws updates on one channel (decision 052), then back to the account's consents:
 * a plain form post, so it works without JavaScript. A browser that is not signed in goes to signing
 * in; a form that is not one of the page's buttons is refused with a 400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = sessionTokenOf(request);
  const accounts = context.services.accounts;
  if (!(await accounts.session(token))) return redirect(paths.accountSignIn);
  const body = await request.formData().catch(() => undefined);
  const parsed = ConsentChangeSchema.safeParse({ channel: body?.get("channel"), choice: body?.get("choice") });
  if (!parsed.success) throw new Response("Choose SMS or WhatsApp, and to start or stop", { status: 400 });
  if (context.formRefusal) throw new Response(context.formRefusal, { status: 429 });
  await accounts.setConsent(token, parsed.data).catch((error: unknown) => {
    // An account known by e-mail has no mobile to send texts to: its page offers no button, so this is a forged post.
    if ((error as { kind?: unknown }).kind === "invalid") throw new Response((error as Error).message, { status: 400 });
    throw error;
  });
  return redirect(`${paths.account}#account-consents`);
}
