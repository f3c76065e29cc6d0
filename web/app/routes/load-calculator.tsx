import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { readLoadQuery, sizingProducts } from "@urjavolt/contract/load-calculator";
import { paths } from "@urjavolt/contract/paths";
import { PageIntro } from "../components/page-intro";
import { LoadCalculatorPage } from "../features/load-calculator/load-calculator-page";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/load-calculator";

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Load Calculator", "Work out the lithium inverter and battery your home needs for the appliances and hours of backup you want.", {
    path: paths.loadCalculator,
  });

/**
 * The tool's whole input is the query (decision 021), so the server renders the result of a shared
 * link, and the form works without scripts. A bad value is answered 400 with the page, its message
 * under the field; the inverters and batteries come from the live catalogue, as the shop reads it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const read = readLoadQuery(new URL(request.url).searchParams);
  const products = await context.services.catalogue
    .listProducts()
    .then((list) => sizingProducts(list.data))
    .catch((error: unknown) => {
      console.error("Could not read the catalogue for the load calculator.", error);
      return null;
    });
  const body = { read, products };
  if (Object.keys(read.errors).length > 0) return data(body, { status: 400 });
  return products ? body : data(body, { status: 503 });
}

/** The page works out every change itself and keeps the address in step: no refetch for a new query. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function LoadCalculatorRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        title="Load Calculator"
        lead="Pick the appliances you want to run in a power cut and for how long: we work out the inverter and lithium battery you need, and show the models in our shop that fit."
      />
      <LoadCalculatorPage initial={loaderData.read} products={loaderData.products} />
    </>
  );
}
