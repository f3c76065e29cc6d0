import { ACCOUNT_SESSION_COOKIE, cookieValue } from "@urjavolt/contract/accounts";
import { paths } from "@urjavolt/contract/paths";
import { redirect } from "react-router";
import { PageIntro } from "../components/page-intro";
import { emailSignInForm, mobileSignInForm } from "../features/accounts/account-forms";
import { SignInPage } from "../features/accounts/sign-in-page";
import { cookieHeaders, requesterOf } from "../features/accounts/requester";
import { answerForm, onForm } from "../lib/form-action.server";
import { type FormReply, formClientAction } from "../lib/form-reply";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/account-sign-in";

export const meta = (args: PageMetaArgs) => [
  ...pageMeta(args, "Sign in to your account", "See your UrjaVolt orders, registered products and service requests in one place.", { path: paths.accountSignIn }),
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

/** A browser already signed in goes straight to its account. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.services.accounts.session(cookieValue(request.headers.get("cookie"), ACCOUNT_SESSION_COOKIE));
  if (session) throw redirect(paths.account);
  return { signedOut: new URL(request.url).searchParams.has("signed-out") };
}

/** Either form sends a code and goes on to the code step with the challenge's cookie (decision 050). */
export async function action({ request, context }: Route.ActionArgs) {
  const accounts = context.services.accounts;
  const requester = requesterOf(request, context);
  const reply = await answerForm(request, context, [
    onForm(mobileSignInForm, async (input) => (await accounts.requestMobileCode(input, requester)).cookies),
    onForm(emailSignInForm, async (input) => (await accounts.requestEmailCode(input, requester)).cookies),
  ]);
  const answer = reply.data as FormReply<string[]>;
  if (answer.status !== "done") return reply;
  return redirect(paths.accountCode, { headers: cookieHeaders(answer.result) });
}

export const clientAction = formClientAction([mobileSignInForm, emailSignInForm]);

export default function AccountSignInRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Sign in" lead="Your orders, registered products and service requests in one place. No password: we send you a one-time code." />
      <SignInPage signedOut={loaderData.signedOut} />
    </>
  );
}
