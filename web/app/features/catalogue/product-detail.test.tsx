import { describe, expect, it } from "vitest";
import { DISPATCH_BUSINESS_DAYS, deliveryDaysText } from "@urjavolt/contract/delivery-rules";
import { SHIPPING_TIMES } from "./product-detail";

describe("the product page's shipping line", () => {
  it("states the shipping policy's times, as the delivery rules count them", () => {
    expect(DISPATCH_BUSINESS_DAYS * 24).toBe(48);
    expect(SHIPPING_TIMES).toBe(
      `Dispatched within about 48 hours; ${deliveryDaysText("major-city")} to major cities, ${deliveryDaysText("rest-of-india").replace(" business days", "")} elsewhere, ${deliveryDaysText("remote").replace(" business days", "")} to remote areas.`,
    );
  });
});
