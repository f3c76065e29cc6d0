import { certificateFileName } from "@urjavolt/contract/warranty";
import { sessionTokenOf } from "../features/accounts/requester";
import type { Route } from "./+types/account-unit-certificate";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/**
 * A unit's warranty certificate for its signed-in owner (decision 052), made by the server
 * (server/src/modules/warranty/warranty-certificate.ts) in the language the unit was registered in
 * (decision 056), so it downloads with one link and without JavaScript. Anyone else, signed in or
 * not, and a warranty that has no certificate (anything but Active), gets a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = sessionTokenOf(request);
  const accounts = context.services.accounts;
  if (!(await accounts.session(token))) return notFound();
  const unit = await accounts.unit(token, params.serial).catch((error: unknown) => {
    const kind = (error as { kind?: unknown }).kind;
    if (kind === "not_found" || kind === "invalid") return null;
    throw error;
  });
  if (!unit?.certificatePath) return notFound();
  const pdf = await context.services.warranty.certificate(unit.details, unit.locale, context.siteUrl);
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${certificateFileName(unit.details.serialno)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
