import { data } from "react-router";
import { type EmiQuery, amountFieldText, readEmiQuery, tenuresOffered } from "@urjavolt/contract/emi-rules";
import { paths } from "@urjavolt/contract/paths";
import { PageIntro } from "../components/page-intro";
import { EmiPage } from "../features/emi/emi-page";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/emi-options";

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Easy EMIs", "EMI plans on our inverters and batteries, and a calculator of the monthly instalment and interest.", { path: paths.emiOptions });

/** The tenure the calculator starts on: a year when a plan offers it, else the shortest offered. */
function defaultMonths(tenures: number[]): string {
  return String(tenures.includes(12) ? 12 : (tenures[0] ?? ""));
}

/**
 * The shop's EMI plans, and the calculator's answer to `?amount=&months=` (the form works without
 * JavaScript). A link with an amount only (the product page's) gets the default tenure; bad input
 * is a 400 with the fields' messages, never a server error.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { plans } = await context.services.emi.listActive();
  const search = new URL(request.url).searchParams;
  const asked = search.has("amount") || search.has("months");
  const query: EmiQuery = {
    amount: (search.get("amount") ?? "").slice(0, 40),
    months: (search.get("months") ?? "").slice(0, 10) || defaultMonths(tenuresOffered(plans)),
  };
  const answer = asked && plans.length > 0 ? readEmiQuery(query) : null;
  // An amount the calculator took is shown as Indians write it (48,999, not 48999; decision 045).
  const shown = answer?.ok ? { ...query, amount: amountFieldText(answer.amount) } : query;
  return data({ plans, query: shown, answer }, { status: answer && !answer.ok ? 400 : 200 });
}

export default function EmiOptionsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        title="Easy EMIs"
        lead={
          loaderData.plans.length > 0
            ? "Pay for your inverter or battery in monthly instalments: the plans on offer, and what each would cost you."
            : "Paying for your inverter or battery in monthly instalments."
        }
      />
      <EmiPage plans={loaderData.plans} query={loaderData.query} answer={loaderData.answer} />
    </>
  );
}
