import { paths } from "@urjavolt/contract/paths";
import { data, redirect } from "react-router";
import { PageIntro } from "../components/page-intro";
import { ErasePage } from "../features/accounts-rights/erase-page";
import { erasureForm } from "../features/accounts-rights/rights-forms";
import { cookieHeaders, sessionTokenOf } from "../features/accounts/requester";
import { answerForm, onForm } from "../lib/form-action.server";
import { type FormReply, formClientAction } from "../lib/form-reply";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs, pageMeta } from "../lib/meta";
import type { ErasurePlan } from "@urjavolt/contract/accounts-rights";
import type { Route } from "./+types/account-erase";

export const meta = (args: PageMetaArgs) => [
  ...pageMeta(args, "Erase your account", "What erasing your UrjaVolt account removes, and what the law makes us keep."),
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });
  for (const cookie of actionHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
};

/**
 * What erasure would remove and keep. After the erasure's own post the session is gone, so the
 * page answers without a plan (the post's answer shows what was done) rather than sending the
 * browser away from it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = sessionTokenOf(request);
  const session = await context.services.accounts.session(token);
  if (!session) return { plan: null };
  return { plan: await context.services.accountsRights.erasurePlan(token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = sessionTokenOf(request);
  if (!(await context.services.accounts.session(token))) throw redirect(paths.accountSignIn);
  let cookies: string[] = [];
  const reply = await answerForm(request, context, [
    onForm(erasureForm, async () => {
      const erased = await context.services.accountsRights.erase(token);
      cookies = erased.cookies;
      return erased.result;
    }),
  ]);
  const answer = reply.data as FormReply<ErasurePlan>;
  if (answer.status !== "done") return reply;
  return data(answer, { headers: cookieHeaders(cookies) });
}

export const clientAction = formClientAction([erasureForm]);

export default function AccountEraseRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Erase your account" lead="Exactly what goes, what the law makes us keep, and why." />
      <ErasePage plan={loaderData.plan} />
    </>
  );
}
