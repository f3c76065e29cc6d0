import { SupportContact } from "../features/support/support-hub";
import { WarrantyPage } from "../features/warranty/warranty-page";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { useSiteUrl } from "../lib/site-url";
import { paths } from "@urjavolt/contract/paths";
import { warrantyMessages } from "@urjavolt/contract/warranty";
import { registrationForm, statusCheckForm } from "../features/warranty/warranty-forms";
import { answerForm, onForm, sentFile } from "../lib/form-action.server";
import { formClientAction, isChosenFile } from "../lib/form-reply";
import type { Route } from "./+types/warranty";

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Warranty", "Register your battery or inverter warranty, check its status and download your warranty certificate.", { path: paths.warranty });

/** The page's two forms, registration and status check, posted to its action (route-form.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return answerForm(request, context, [
    onForm(
      registrationForm,
      async (data, body) => context.services.warranty.registerSent(data, (await sentFile(body, "invoice"))!),
      (body): Record<string, string> => (isChosenFile(body.get("invoice")) ? {} : { invoice: warrantyMessages.invoiceRequired }),
    ),
    onForm(statusCheckForm, (data) => context.services.warranty.lookup(data.serialno)),
  ]);
}

export const clientAction = formClientAction([registrationForm, statusCheckForm]);

export default function WarrantyRoute() {
  return (
    <>
      <WarrantyPage siteUrl={useSiteUrl()} />
      <SupportContact />
    </>
  );
}
