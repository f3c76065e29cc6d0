import { accountMessages } from "@urjavolt/contract/accounts";
import { paths } from "@urjavolt/contract/paths";
import { Link, data, redirect } from "react-router";
import { PageIntro } from "../components/page-intro";
import { sessionTokenOf } from "../features/accounts/requester";
import styles from "../features/accounts/accounts.module.css";
import { UnitPage } from "../features/accounts/unit-page";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/account-unit";

export const meta = (args: PageMetaArgs) => [
  ...pageMeta(args, "Your product", "A product registered with your UrjaVolt account: its warranty, certificate and service history."),
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

/**
 * A unit registered with the signed-in customer's verified contact (decision 052). Any other serial,
 * someone else's or none at all, is the same 404: the page confirms nothing about units not theirs.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = sessionTokenOf(request);
  const accounts = context.services.accounts;
  if (!(await accounts.session(token))) throw redirect(paths.accountSignIn);
  try {
    return { unit: await accounts.unit(token, params.serial) };
  } catch (error) {
    const kind = (error as { kind?: unknown }).kind;
    if (kind === "not_found" || kind === "invalid") return data({ unit: null }, { status: 404 });
    throw error;
  }
}

export default function AccountUnitRoute({ loaderData }: Route.ComponentProps) {
  const { unit } = loaderData;
  if (!unit) {
    return (
      <>
        <PageIntro title="Product not found" lead={accountMessages.unitNotFound} />
        <div className={styles.page}>
          <p>
            <Link to={paths.account}>Back to your account</Link>
          </p>
        </div>
      </>
    );
  }
  const { details } = unit;
  return (
    <>
      <PageIntro title={details.product ?? "Your product"} lead={`Serial number ${details.serialno}`} />
      <UnitPage unit={unit} />
    </>
  );
}
