import type { ProductList } from "@urjavolt/contract/catalogue";
import { describe, expect, it } from "vitest";
import { orderItems, orders } from "../../db/schema/orders.ts";
import { products } from "../../db/schema/catalogue.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { countBestsellers } from "./catalogue-snapshot.ts";

const DAY = 86_400_000;

describe.each(testDatabaseKinds)("bestsellers from the last 90 days' paid orders on %s (decision 046)", (kind) => {
  const t = useTestApp(kind, { seed: true });
  let number = 0;

  /** An order of `lines` (product id and units) in `status`, paid `daysAgo` days ago. */
  async function order(status: "paid" | "delivered" | "refunded" | "cancelled" | "created", daysAgo: number, lines: [number, number][]) {
    number += 1;
    const paid = status !== "created" && status !== "cancelled";
    const paidAt = new Date(Date.now() - daysAgo * DAY);
    const [row] = await t.database.db
      .insert(orders)
      .values({
        number: `UV-TEST-${String(number).padStart(6, "0")}`,
        status,
        fullName: "Asha Rani",
        email: "asha@example.in",
        mobile: "9876543210",
        address: "12 Mall Road",
        city: "Rajpura",
        state: "Punjab",
        pincode: "140401",
        subtotalPaise: 100,
        totalPaise: 100,
        gateway: "test",
        gatewayOrderId: `order_test_${number}`,
        ...(paid && { paymentId: `pay_test_${number}`, receiptNumber: `RCPT-TEST-${number}`, paidAt }),
      })
      .returning({ id: orders.id });
    await t.database.db.insert(orderItems).values(
      lines.map(([productId, quantity], position) => ({ orderId: row!.id, productId, productName: "A product", unitPricePaise: 100, quantity, position, hsnCode: "85044010", gstRatePercent: 18 })),
    );
  }

  it("names none without sales, then the products with a tenth of the units and ten or more, counting only paid orders of the window", async () => {
    const [a, b, c, d] = (await t.database.db.select({ id: products.id }).from(products).orderBy(products.id)).map((row) => row.id) as [number, number, number, number];
    expect(await countBestsellers(t.database.db)).toEqual(new Set());
    await order("paid", 5, [[a, 12], [b, 3]]);
    await order("delivered", 80, [[b, 9], [c, 60]]);
    // Not sales, or not in the window: none of these count.
    await order("refunded", 3, [[d, 50]]);
    await order("cancelled", 3, [[d, 50]]);
    await order("created", 1, [[d, 50]]);
    await order("paid", 91, [[d, 50]]);
    // Units: a 12, b 12, c 60 (of 84): a and b have 14%, c 71%; d none.
    expect(await countBestsellers(t.database.db)).toEqual(new Set([a, b, c]));
    // 91 days from now the window has moved past all of them but the last.
    expect(await countBestsellers(t.database.db, new Date(Date.now() + 85 * DAY))).toEqual(new Set());
  });

  it("shows on the catalogue once the sales are counted again", async () => {
    const { data } = (await t.app.inject({ url: "/api/v1/productData" })).json() as ProductList;
    // The catalogue is first read here, after the first test's orders: its flags are the sales' own.
    const flagged = data.filter((product) => product.bestSeller).map((product) => product.id);
    expect(flagged).toHaveLength(3);
    expect(new Set(flagged)).toEqual(await countBestsellers(t.database.db));
    // And the page for one of them says so too.
    const detail = (await t.app.inject({ url: `/api/v1/productData/${flagged[0]}` })).json() as { bestSeller: boolean };
    expect(detail.bestSeller).toBe(true);
  });
});
