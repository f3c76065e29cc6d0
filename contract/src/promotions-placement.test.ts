import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";
import { promotionBarShowsAt } from "./promotions-placement.ts";

describe("where the festival offers' bar shows (decision 045)", () => {
  it("stays off paying, after paying, tracking and the service pages", () => {
    for (const path of [
      paths.checkout,
      paths.onlinePayment,
      paths.orderConfirmation("abc.def"),
      paths.paymentConfirmation("abc.def"),
      paths.trackOrder,
      paths.trackRequest,
      paths.trackRequestTicket("abc.def"),
      paths.support,
      paths.warranty,
      paths.complaint,
      paths.contact,
      paths.quote,
      "/Track-Order/",
      "/get-quote/",
    ]) {
      expect(promotionBarShowsAt(path), path).toBe(false);
    }
  });

  it("shows on the shop's and the site's other pages", () => {
    for (const path of [paths.home, "", paths.shop, paths.cart, paths.product(12), paths.inverter, paths.emiOptions, paths.blog, "/track-orders-elsewhere", "/get-quotes"]) {
      expect(promotionBarShowsAt(path), path).toBe(true);
    }
  });
});
