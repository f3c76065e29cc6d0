import { ACCOUNT_CHALLENGE_COOKIE, cookieValue } from "@urjavolt/contract/accounts";
import { paths } from "@urjavolt/contract/paths";
import { redirect } from "react-router";
import { PageIntro } from "../components/page-intro";
import { codeForm } from "../features/accounts/account-forms";
import { CodePage } from "../features/accounts/code-page";
import { cookieHeaders, requesterOf } from "../features/accounts/requester";
import { answerForm, onForm } from "../lib/form-action.server";
import { type FormReply, formClientAction } from "../lib/form-reply";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/account-code";

export const meta = (args: PageMetaArgs) => [
  ...pageMeta(args, "Enter your code", "The one-time code that signs you in to your UrjaVolt account."),
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

const challengeOf = (request: Request) => cookieValue(request.headers.get("cookie"), ACCOUNT_CHALLENGE_COOKIE);

/** Where this browser's code went (partly hidden), or null when it has no live challenge. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { pending: await context.services.accounts.pendingChallenge(challengeOf(request)) };
}

/** A right code signs the browser in with a new session and opens the account (decision 050). */
export async function action({ request, context }: Route.ActionArgs) {
  const accounts = context.services.accounts;
  const reply = await answerForm(request, context, [
    onForm(codeForm, async (input) => {
      const verified = await accounts.verifyCode(challengeOf(request), input.code, requesterOf(request, context));
      return { cookies: verified.cookies, unit: verified.result.unit };
    }),
  ]);
  const answer = reply.data as FormReply<{ cookies: string[]; unit: string | null }>;
  if (answer.status !== "done") return reply;
  // A code asked for from a unit's serial opens that unit's page (decision 052).
  return redirect(answer.result.unit ? paths.accountUnit(answer.result.unit) : paths.account, { headers: cookieHeaders(answer.result.cookies) });
}

export const clientAction = formClientAction([codeForm]);

export default function AccountCodeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Sign in" lead="One step more: the code we sent you." />
      <CodePage pending={loaderData.pending} />
    </>
  );
}
