import type { AdminPromotionList, AdminShopSlideList } from "@urjavolt/contract/promotions-admin";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminOffers, AdminSlides } from "../../features/promotions/admin-promotions";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/promotions";

export async function clientLoader() {
  const [offers, slides] = await Promise.all([adminRequest<AdminPromotionList>("promotions"), adminRequest<AdminShopSlideList>("shop-slides")]);
  return { offers: offers.data, slides: slides.data, now: Date.now() };
}

export const meta: Route.MetaFunction = () => adminMeta("Promotions");

export function HydrateFallback() {
  return <p role="status">Loading the offers and slides…</p>;
}

export default function PromotionsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Promotions" lead="Offers and slides appear at their start and disappear at their end on their own.">
      <AdminOffers initial={loaderData.offers} now={loaderData.now} />
      <AdminSlides initial={loaderData.slides} now={loaderData.now} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Promotions" fallback="The offers and slides could not be loaded." />;
}
