import { createHmac } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";

/** The e2e server's TRACKING_SECRET (playwright.config.ts), so a test can sign the e-mail's link. */
export const E2E_TRACKING_SECRET = "e2e-tracking-secret-0123456789";

/**
 * The token the server puts in the order e-mail's link (server/src/lib/signed-links.ts), or with
 * `expiresAt` the one the look-up gives once that link has ended (decision 036).
 */
export function trackingToken(orderNumber: string, expiresAt?: Date): string {
  return signedLink("track:v1:", orderNumber, expiresAt);
}

/** A service request's link, as its e-mails carry it or, with `expiresAt`, as the look-up gives it after (decision 036). */
export function serviceRequestToken(reference: string, expiresAt?: Date): string {
  return signedLink("service:v1:", reference, expiresAt);
}

function signedLink(purpose: string, id: string, expiresAt?: Date): string {
  const payload = expiresAt ? `${Math.floor(expiresAt.getTime() / 1000)}:${id}` : id;
  const signature = createHmac("sha256", E2E_TRACKING_SECRET).update(`${purpose}${payload}`).digest("base64url");
  return `${Buffer.from(payload, "utf8").toString("base64url")}.${signature}`;
}

export type Buyer = { full_name: string; email: string; mobile: string; address: string; city: string; state: string; pincode: string };

export const punjabBuyer: Buyer = {
  full_name: "Gurpreet Kaur",
  email: "gurpreet.kaur@example.com",
  mobile: "9876501234",
  address: "House 7, Model Town",
  city: "Rajpura",
  state: "Punjab",
  pincode: "140401",
};

export const maharashtraBuyer: Buyer = {
  full_name: "Sneha Patil",
  email: "sneha.patil@example.com",
  mobile: "9822012345",
  address: "Flat 4, Shivaji Nagar",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411005",
};

/** Creates an order through the shop's API and pays it with the test gateway; answers its number, total and the token of the page after paying. */
export async function paidOrder(request: APIRequestContext, buyer: Buyer, lines: { product_id: number; quantity: number }[]) {
  const created = await request.post("/api/v1/placeOrderpayment/create-order", { data: { ...buyer, product_data: lines, coupon_code: null } });
  if (!created.ok()) throw new Error(`create-order: ${created.status()} ${await created.text()}`);
  const order: { order_id: string; custom_order_id: string; total: number } = await created.json();
  const payment = await (await request.post("/api/v1/test-gateway/pay", { data: { order_id: order.order_id, outcome: "success" } })).json();
  const verified = await request.post("/api/v1/payment/verifyPlaceOrderPayment", { data: payment });
  if (!verified.ok()) throw new Error(`verify: ${verified.status()} ${await verified.text()}`);
  const answer: { confirmation_token: string } = await verified.json();
  return { number: order.custom_order_id, total: order.total, confirmationToken: answer.confirmation_token };
}
