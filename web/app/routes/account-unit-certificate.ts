import { certificateFileName } from "../features/warranty/warranty-certificate";
import { buildCertificate } from "../features/warranty/warranty-certificate";
import { sessionTokenOf } from "../features/accounts/requester";
import type { Route } from "./+types/account-unit-certificate";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/**
 * A unit's warranty certificate for its signed-in owner (decision 052): the same document the
 * warranty check used to make in the browser (warranty-certificate.ts), made here from the owner's
 * details, so it downloads with one link and without JavaScript. Anyone else, signed in or not, and
 * a warranty that has no certificate (anything but Active), gets a 404.
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
  const doc = await buildCertificate(unit.details, context.siteUrl, null);
  return new Response(doc.output("arraybuffer"), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${certificateFileName(unit.details.serialno)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
