import { site } from "@urjavolt/contract/site";
import { ApiError, apiRequest } from "./api-client";
import { type OpenPaymentOptions, PaymentGatewayError, openPayment } from "./payment-gateway";

/**
 * The one way the browser takes a payment (the shop's checkout and the standalone payment page):
 * create the order on our server, open the gateway's checkout for it, then have our server verify
 * the signed answer. It answers where the flow stopped and why, with messages ready to show; each
 * page says so in its own way (the checkout's alerts of docs/requirements/online-shop.md §8, the payment page's
 * notice).
 */

export type PaymentStep<T> = {
  path: string;
  /** What to show when no answer arrives, or an answer without a message. */
  fallback: string;
  /** A problem with a 200 answer (the legacy `status: "error"` shapes): its message ("" for none), or null when it is fine. */
  refuse?: (answer: T) => string | null;
};

/** What the server's answer to "create" carries for the gateway: which one, its key, its order and the amount. */
export type GatewayOrder = Pick<OpenPaymentOptions, "gateway" | "key" | "order_id" | "amount" | "currency">;

export type PaymentFlow<Created extends GatewayOrder, Verified> = {
  create: PaymentStep<Created> & { json: unknown };
  /** What the gateway's checkout says about the created order; the payee is the brand. */
  checkout: (created: Created) => Pick<OpenPaymentOptions, "description" | "prefill" | "notes">;
  verify: PaymentStep<Verified>;
};

export type PaymentOutcome<Created, Verified> =
  /** The server would not create the order: its error (message, field errors, units left). */
  | { step: "create"; error: ApiError }
  /** The gateway's checkout closed without a payment: dismissed by the buyer, or failed. */
  | { step: "checkout"; created: Created; dismissed: boolean; description: string }
  /** The payment was made but not verified: `answered` is false when no answer came at all. */
  | { step: "verify"; created: Created; message: string; answered: boolean }
  | { step: "paid"; created: Created; verified: Verified };

async function call<T>(step: PaymentStep<T>, json: unknown): Promise<T> {
  const answer = await apiRequest<T>(step.path, { json, fallback: step.fallback, whenEmpty: step.fallback });
  const problem = step.refuse?.(answer);
  if (typeof problem === "string") throw new ApiError(problem || step.fallback, 200);
  return answer;
}

export async function payThroughGateway<Created extends GatewayOrder, Verified>(flow: PaymentFlow<Created, Verified>): Promise<PaymentOutcome<Created, Verified>> {
  let created: Created;
  try {
    created = await call(flow.create, flow.create.json);
  } catch (caught) {
    return { step: "create", error: caught instanceof ApiError ? caught : new ApiError(flow.create.fallback, 0) };
  }

  let payment;
  try {
    const { gateway, key, order_id, amount, currency } = created;
    payment = await openPayment({ gateway, key, order_id, amount, currency, name: site.brand, ...flow.checkout(created) });
  } catch (caught) {
    const dismissed = caught instanceof PaymentGatewayError && caught.kind === "dismissed";
    return { step: "checkout", created, dismissed, description: caught instanceof PaymentGatewayError ? caught.description : String(caught) };
  }

  try {
    return { step: "paid", created, verified: await call(flow.verify, payment) };
  } catch (caught) {
    const answered = caught instanceof ApiError && caught.status !== 0;
    return { step: "verify", created, message: answered ? caught.message : flow.verify.fallback, answered };
  }
}
