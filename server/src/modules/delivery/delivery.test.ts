import { INVALID_PINCODE_MESSAGE } from "@urjavolt/contract/cart";
import { describe, expect, it, vi } from "vitest";
import { deliverablePincodes } from "../../db/schema/delivery.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";

describe.each(testDatabaseKinds)("GET /api/v1/delivery/:pincode on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });
  const check = (pincode: string) => t.app.inject({ url: `/api/v1/delivery/${pincode}` });

  it("answers deliverable for each seeded pincode", async () => {
    for (const pincode of ["140401", "140402", "140403"]) {
      const response = await check(pincode);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ pincode, deliverable: true });
    }
  });

  it("answers not deliverable for a valid pincode we do not serve", async () => {
    for (const pincode of ["140404", "110001", "000000"]) {
      const response = await check(pincode);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ pincode, deliverable: false });
    }
  });

  it("refuses anything but six digits with a 400 envelope and the spec's message", async () => {
    for (const pincode of ["14040", "1404011", "14040a", "%20140401", "140%2040"]) {
      const response = await check(pincode);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: INVALID_PINCODE_MESSAGE,
        errors: { pincode: INVALID_PINCODE_MESSAGE },
      });
    }
  });

  it("reads the list from the database: a pincode added later, even straight in SQL, is deliverable as soon as its change is read", async () => {
    expect((await check("160022")).json()).toEqual({
      pincode: "160022",
      deliverable: false,
    });
    await t.database.db.insert(deliverablePincodes).values({ pincode: "160022" });
    // The answer is kept until the pincodes change (decision 048); the change's notification arrives within moments.
    await vi.waitFor(async () => expect((await check("160022")).json()).toEqual({ pincode: "160022", deliverable: true }), { timeout: 5_000, interval: 20 });
  });

  it("keeps only six-digit pincodes in the table", async () => {
    await expect(t.database.db.insert(deliverablePincodes).values({ pincode: "14040" })).rejects.toThrow();
  });
});
