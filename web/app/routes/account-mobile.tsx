import { MOBILE_CHANGE_COOKIE } from "@urjavolt/contract/accounts-rights";
import { cookieValue } from "@urjavolt/contract/accounts";
import { paths } from "@urjavolt/contract/paths";
import { redirect } from "react-router";
import { PageIntro } from "../components/page-intro";
import { MobilePage } from "../features/accounts-rights/mobile-page";
import { mobileCodesForm, mobileStartForm } from "../features/accounts-rights/rights-forms";
import { cookieHeaders, requesterOf, sessionTokenOf } from "../features/accounts/requester";
import { answerForm, onForm } from "../lib/form-action.server";
import { type FormReply, formClientAction } from "../lib/form-reply";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/account-mobile";

export const meta = (args: PageMetaArgs) => [
  ...pageMeta(args, "Change your mobile number", "Move your UrjaVolt account to a new mobile number."),
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

const changeTokenOf = (request: Request) => cookieValue(request.headers.get("cookie"), MOBILE_CHANGE_COOKIE);

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = sessionTokenOf(request);
  if (!(await context.services.accounts.session(token))) throw redirect(paths.accountSignIn);
  const details = await context.services.accountsRights.details(token);
  return { mobile: details.mobile, pending: await context.services.accountsRights.pendingMobileChange(token, changeTokenOf(request)) };
}

/** Sends the two codes (then back here with the change's cookie), or checks them (then to the details, signed in afresh). */
export async function action({ request, context }: Route.ActionArgs) {
  const token = sessionTokenOf(request);
  const rights = context.services.accountsRights;
  if (!(await context.services.accounts.session(token))) throw redirect(paths.accountSignIn);
  const reply = await answerForm(request, context, [
    onForm(mobileStartForm, async (input) => (await rights.startMobileChange(token, input.mobile, requesterOf(request, context))).cookies),
    onForm(mobileCodesForm, async (input) => (await rights.confirmMobileChange(token, changeTokenOf(request), input)).cookies),
  ]);
  const answer = reply.data as FormReply<string[]>;
  if (answer.status !== "done") return reply;
  const to = answer.form === mobileStartForm.name ? `${paths.accountMobile}#codes-form` : `${paths.accountDetails}?mobile-changed#account-mobile`;
  return redirect(to, { headers: cookieHeaders(answer.result) });
}

export const clientAction = formClientAction([mobileStartForm, mobileCodesForm]);

export default function AccountMobileRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Change your mobile number" lead="A code to each number proves you hold both." />
      <MobilePage mobile={loaderData.mobile} pending={loaderData.pending} />
    </>
  );
}
