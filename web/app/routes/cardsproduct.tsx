import { PageIntro } from "../components/page-intro";
import { AccessoriesGrid, toAccessory } from "../features/catalogue/accessories";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import type { Route } from "./+types/cardsproduct";

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Supported Accessories", "Monitors, wall-mount kits, cables and surge protection that work with our inverters and batteries.", {
    path: paths.accessories,
  });

/** The accessories are catalogue products (category "accessory"), with live prices, stock and ratings. */
export async function loader({ context }: Route.LoaderArgs) {
  const { data } = await context.services.catalogue.listProducts();
  return {
    products: data
      .filter((product) => product.product_category === "accessory")
      .map(toAccessory),
  };
}

export default function AccessoriesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Supported Accessories" lead="Genuine accessories that work with our lithium inverters and battery banks." />
      <AccessoriesGrid products={loaderData.products} />
    </>
  );
}
