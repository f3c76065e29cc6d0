import { msg } from "@lingui/core/macro";
import { SupportContact } from "../features/support/support-hub";
import { WarrantyPage } from "../features/warranty/warranty-page";
import { metaI18n } from "../lib/i18n";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import { warrantyMessages } from "@urjavolt/contract/warranty";
import { ownerCodeForm, registrationForm, statusCheckForm } from "../features/warranty/warranty-forms";
import { cookieHeaders, requesterOf } from "../features/accounts/requester";
import { answerForm, onForm, sentFile } from "../lib/form-action.server";
import { type FormReply, formClientAction, isChosenFile } from "../lib/form-reply";
import { redirect } from "react-router";
import { localeOfUrl } from "@urjavolt/contract/locale";
import type { Route } from "./+types/warranty";

export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(args, i18n._(msg`Warranty`), i18n._(msg`Register your battery or inverter warranty, check its status and download your warranty certificate.`), {
    path: paths.warranty,
  });
};

/**
 * The page's two forms, registration and status check, posted to its action (route-form.ts): their
 * messages show in the page's language, and a unit registered from /hi/warranty or /pa/warranty
 * keeps that language for its e-mails and certificate (decision 056).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const reply = await answerForm(request, context, [
    onForm(
      registrationForm,
      async (data, body) => context.services.warranty.registerSent(data, (await sentFile(body, "invoice"))!, localeOfUrl(request.url)),
      (body): Record<string, string> => (isChosenFile(body.get("invoice")) ? {} : { invoice: warrantyMessages.invoiceRequired }),
    ),
    onForm(statusCheckForm, (data) => context.services.warranty.lookup(data.serialno)),
    // The owner's way to the details and certificate (decision 052): a code to the registered mobile, then the code step.
    onForm(ownerCodeForm, async (data) => ({ cookies: (await context.services.accounts.requestUnitCode(data.serialno, requesterOf(request, context))).cookies })),
  ]);
  const answer = reply.data as FormReply<unknown>;
  if (answer.status === "done" && answer.form === ownerCodeForm.name) {
    return redirect(paths.accountCode, { headers: cookieHeaders((answer.result as { cookies: string[] }).cookies) });
  }
  return reply;
}

export const clientAction = formClientAction([registrationForm, statusCheckForm, ownerCodeForm]);

export default function WarrantyRoute() {
  return (
    <>
      <WarrantyPage />
      <SupportContact />
    </>
  );
}
