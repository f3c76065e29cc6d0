import { paymentMethodsText } from "@urjavolt/contract/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { FAKE_RAZORPAY_KEY_ID, FAKE_RAZORPAY_KEY_SECRET, type FakeRazorpay, startFakeRazorpay } from "../../../test/fake-razorpay.ts";
import { createPaymentGateway } from "./create-gateway.ts";
import { readRazorpayMethods } from "./razorpay.ts";

/** The ways to pay the checkout names come from the gateway (decision 045), never from a guess. */
describe("the gateway's ways to pay", () => {
  it("reads Razorpay's Methods API: true flags and non-empty lists are on, card and cardless EMI are both EMI", () => {
    expect(readRazorpayMethods({ card: true, upi: true, netbanking: { HDFC: "HDFC Bank" }, wallet: { paytm: true }, emi: true })).toEqual(["upi", "card", "netbanking", "emi", "wallet"]);
    // The documented answer of an account with cards and wallets only: empty lists and false flags are off.
    expect(readRazorpayMethods({ entity: "methods", card: true, netbanking: [], wallet: { boost: true }, emi: false, upi: false, cardless_emi: [], paylater: [] })).toEqual([
      "card",
      "wallet",
    ]);
    expect(readRazorpayMethods({ card: false, debit_card: true, cardless_emi: { earlysalary: true }, wallet: { paytm: false } })).toEqual(["card", "emi"]);
    expect(readRazorpayMethods({})).toEqual([]);
  });

  it("words them as the checkout shows them", () => {
    expect(paymentMethodsText(["emi", "upi", "netbanking", "card"])).toBe("UPI, Credit and debit cards, Netbanking and EMI");
    expect(paymentMethodsText(["card"])).toBe("Credit and debit cards");
    expect(paymentMethodsText([])).toBe("");
  });

  it("the test gateway states its own: UPI, cards, netbanking and EMI", async () => {
    const gateway = createPaymentGateway({ gateway: "test", keyId: "rzp_test_x", keySecret: "secret_value", webhookSecret: undefined, apiBase: "http://127.0.0.1:9" }, { db: {} as Database });
    expect(await gateway.paymentMethods()).toEqual(["upi", "card", "netbanking", "emi"]);
  });

  describe("Razorpay", () => {
    let fake: FakeRazorpay;
    beforeAll(async () => {
      fake = await startFakeRazorpay();
    });
    afterAll(() => fake.app.close());
    const razorpay = () =>
      createPaymentGateway({ gateway: "razorpay", keyId: FAKE_RAZORPAY_KEY_ID, keySecret: FAKE_RAZORPAY_KEY_SECRET, webhookSecret: undefined, apiBase: fake.url });

    it("asks the account's methods with the key id alone, once, and keeps the answer", async () => {
      fake.methodsAsked = 0;
      const gateway = razorpay();
      const [first, second] = await Promise.all([gateway.paymentMethods(), gateway.paymentMethods()]);
      expect(first).toEqual(["upi", "card", "netbanking", "emi"]);
      expect(second).toEqual(first);
      expect(await gateway.paymentMethods()).toEqual(first);
      expect(fake.methodsAsked).toBe(1);
    });

    it("names none when Razorpay cannot say, and the methods once it can", async () => {
      fake.methods = 503;
      const gateway = razorpay();
      expect(await gateway.paymentMethods()).toBeNull();
      fake.methods = { card: true, upi: true };
      expect(await gateway.paymentMethods()).toEqual(["upi", "card"]);
    });
  });
});
