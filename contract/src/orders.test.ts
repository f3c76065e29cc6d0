import { describe, expect, it } from "vitest";
import { fieldErrors } from "./form-rules.ts";
import { cleanMobile } from "./form-rules.ts";
import { CreateOrderRequestSchema, ShippingDetailsSchema, formatOrderNumber, formatReceiptNumber } from "./orders.ts";
import { CreatePaymentRequestSchema, PayerInfoSchema, PaymentDetailsSchema } from "./payments.ts";

const shipping = { full_name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401" };

describe("checkout form", () => {
  it("takes a mobile number with spaces, dashes, +91 or a leading 0", () => {
    expect(cleanMobile("+91 98765-43210")).toBe("9876543210");
    expect(cleanMobile("09876543210")).toBe("9876543210");
    expect(ShippingDetailsSchema.parse({ ...shipping, mobile: "+91 98765 43210" }).mobile).toBe("9876543210");
    expect(fieldErrors(ShippingDetailsSchema.safeParse({ ...shipping, mobile: "98765" }).error!)).toEqual({ mobile: "Please enter a valid 10-digit mobile number" });
  });

  it("gives the spec's message for every empty field", () => {
    const blank = Object.fromEntries(Object.keys(shipping).map((key) => [key, "  "]));
    expect(fieldErrors(ShippingDetailsSchema.safeParse(blank).error!)).toEqual({
      full_name: "Full name is required",
      email: "Email is required",
      mobile: "Mobile number is required",
      address: "Address is required",
      city: "City is required",
      state: "State is required",
      pincode: "Valid 6-digit pincode is required",
    });
  });

  it("numbers each item from 1 in the line messages, and upper-cases the coupon code", () => {
    const result = CreateOrderRequestSchema.safeParse({ ...shipping, coupon_code: "", product_data: [{ product_id: 4, quantity: 2 }, { product_id: 5, product_name: "", quantity: 0.5, price: -1 }] });
    expect(fieldErrors(result.error!)).toEqual({
      "product_data.1.product_name": "Product name is required for item 2",
      "product_data.1.quantity": "Quantity must be at least 1 for item 2",
      "product_data.1.price": "Price must be non-negative for item 2",
    });
    const ok = CreateOrderRequestSchema.parse({ ...shipping, coupon_code: " diwali10 ", product_data: [{ product_id: 4, quantity: 2, product_name: " X ", price: 10 }] });
    expect(ok.coupon_code).toBe("DIWALI10");
    expect(ok.product_data).toEqual([{ product_id: 4, quantity: 2, product_name: "X", price: 10 }]);
    expect(CreateOrderRequestSchema.parse({ ...shipping, product_data: [{ product_id: 4, quantity: 1 }] }).coupon_code).toBeNull();
    expect(fieldErrors(CreateOrderRequestSchema.safeParse({ ...shipping, product_data: [{ product_id: 1, quantity: 1000 }] }).error!)).toEqual({
      "product_data.0.quantity": "Quantity cannot exceed 999 for item 1",
    });
  });

  it("formats order and receipt numbers with six digits", () => {
    expect(formatOrderNumber(2026, 123)).toBe("UV-2026-000123");
    expect(formatReceiptNumber(2026, 1)).toBe("RCPT-2026-000001");
  });
});

describe("standalone payment form", () => {
  it("checks step 1 with the page's messages", () => {
    expect(fieldErrors(PayerInfoSchema.safeParse({ name: "", email: "", phone: "" }).error!)).toEqual({
      name: "Please fill in all fields",
      email: "Please fill in all fields",
      phone: "Please fill in all fields",
    });
    expect(fieldErrors(PayerInfoSchema.safeParse({ name: "A", email: "a@b", phone: "+91 98765 4321" }).error!)).toEqual({
      email: "Please enter a valid email",
      phone: "Please enter a valid 10-digit phone number",
    });
  });

  it("takes an amount above 0 in rupees and paise, typed or numeric", () => {
    expect(PaymentDetailsSchema.parse({ purpose: "UrjaVolt Battery Purchase", amount: " 1500.50 " }).amount).toBe(1500.5);
    for (const amount of ["0", "-1", "1.234", "abc", "", 0]) {
      expect(fieldErrors(PaymentDetailsSchema.safeParse({ purpose: "UrjaVolt Battery Purchase", amount }).error!)).toEqual({ amount: "Please enter a valid amount" });
    }
    expect(CreatePaymentRequestSchema.safeParse({ name: "A", email: "a@b.in", phone: "9876543210", purpose: "UrjaVolt Battery Purchase", amount: 1_000_000 }).success).toBe(true);
  });
});
