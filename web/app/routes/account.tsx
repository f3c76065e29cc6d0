import { ACCOUNT_SESSION_COOKIE, cookieValue } from "@urjavolt/contract/accounts";
import { paths } from "@urjavolt/contract/paths";
import { redirect } from "react-router";
import { PageIntro } from "../components/page-intro";
import { AccountPage } from "../features/accounts/account-page";
import { RightsLinks } from "../features/accounts-rights/rights-links";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/account";

export const meta = (args: PageMetaArgs) => [
  ...pageMeta(args, "My account", "Your UrjaVolt orders, registered products and service requests."),
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

/** The signed-in customer's records (decision 050); a browser that is not signed in goes to signing in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = cookieValue(request.headers.get("cookie"), ACCOUNT_SESSION_COOKIE);
  const accounts = context.services.accounts;
  if (!(await accounts.session(token))) throw redirect(paths.accountSignIn);
  return { account: await accounts.overview(token) };
}

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData;
  const contact = account.mobile ? `+91 ${account.mobile.slice(0, 5)} ${account.mobile.slice(5)}` : account.email;
  return (
    <>
      <PageIntro title="My account" lead={`Signed in with ${contact}. Everything below carries this ${account.mobile ? "number" : "address"}.`} />
      <AccountPage account={account} />
      <RightsLinks />
    </>
  );
}
