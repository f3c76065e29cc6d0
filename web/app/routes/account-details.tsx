import { paths } from "@urjavolt/contract/paths";
import { data, redirect } from "react-router";
import { PageIntro } from "../components/page-intro";
import { DetailsPage } from "../features/accounts-rights/details-page";
import { addressForm, profileForm } from "../features/accounts-rights/rights-forms";
import { sessionTokenOf } from "../features/accounts/requester";
import { answerForm, onForm } from "../lib/form-action.server";
import { FORM_NAME_FIELD, type FormReply, formClientAction } from "../lib/form-reply";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/account-details";

export const meta = (args: PageMetaArgs) => [
  ...pageMeta(args, "Your details and data", "Your UrjaVolt account's details, saved addresses and a copy of your data."),
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

/** The account's details and addresses (decision 053); a browser that is not signed in goes to signing in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = sessionTokenOf(request);
  if (!(await context.services.accounts.session(token))) throw redirect(paths.accountSignIn);
  const details = await context.services.accountsRights.details(token);
  const url = new URL(request.url);
  const editId = Number(url.searchParams.get("edit"));
  const editing = details.addresses.find((address) => address.id === editId) ?? null;
  return { details, editing, notice: url.searchParams.has("mobile-changed") ? "Your mobile number is changed. Other devices were signed out." : null };
}

/** The details form, the address form (new, or `id` corrected), and deleting an address. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = sessionTokenOf(request);
  const rights = context.services.accountsRights;
  if (!(await context.services.accounts.session(token))) throw redirect(paths.accountSignIn);
  const form = (await request.clone().formData().catch(() => undefined))?.get(FORM_NAME_FIELD);
  if (form === "address-delete") {
    const body = await request.formData();
    const id = Number(body.get("id"));
    if (!Number.isSafeInteger(id) || id <= 0) return data({ form: "address-delete", status: "refused", message: "No such address.", errors: {}, values: {} }, { status: 400 });
    await rights.deleteAddress(token, id).catch((error: unknown) => {
      if ((error as { status?: number }).status !== 404) throw error;
    });
    return redirect(`${paths.accountDetails}#account-addresses`);
  }
  const reply = await answerForm(request, context, [
    onForm(profileForm, (input) => rights.saveProfile(token, input)),
    onForm(addressForm, ({ id, ...input }) => (id ? rights.updateAddress(token, id, input) : rights.addAddress(token, input))),
  ]);
  const answer = reply.data as FormReply<unknown>;
  // A corrected address goes back to the list; a new one leaves the form empty for the next.
  if (answer.form === addressForm.name && answer.status === "done" && answer.values.id) return redirect(`${paths.accountDetails}#account-addresses`);
  return reply;
}

export const clientAction = formClientAction([profileForm, addressForm]);

export default function AccountDetailsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Your details and data" lead="What your account keeps, and why; a copy of everything we hold about you; and your rights over it." />
      <DetailsPage details={loaderData.details} editing={loaderData.editing} notice={loaderData.notice} />
    </>
  );
}
