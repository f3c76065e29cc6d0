import type { GatewayKind, PaymentSignature, TestGatewayPayResponse } from "@urjavolt/contract/orders";
import { testGatewayTexts } from "@urjavolt/contract/orders";
import { ApiError, apiRequest } from "./api-client";

/**
 * The payment gateway's checkout in the browser, for the shop's checkout and the standalone payment
 * page (docs/architecture.md, decision 5). `openPayment` opens Razorpay's widget (checkout.js, loaded on demand)
 * or, with the offline test gateway, the "Test payment gateway" dialog that
 * `components/test-payment-gateway.tsx` shows; either way it resolves with the three signed
 * `razorpay_*` fields, or rejects with a `PaymentGatewayError` that says whether the payment failed
 * (with the gateway's description) or the customer closed the checkout.
 */

export const RAZORPAY_CHECKOUT_URL = "https://checkout.razorpay.com/v1/checkout.js";

export type OpenPaymentOptions = {
  gateway: GatewayKind;
  /** The gateway's public key id. */
  key: string;
  /** The gateway's order id. */
  order_id: string;
  /** Paise. */
  amount: number;
  currency: string;
  /** Who is paid (the brand). */
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  notes?: Record<string, string>;
};

export type PaymentFailureKind = "failed" | "dismissed";

/** Why a checkout ended without a payment: it failed (with the gateway's description) or was closed. */
export class PaymentGatewayError extends Error {
  override name = "PaymentGatewayError";
  readonly kind: PaymentFailureKind;
  readonly description: string;

  constructor(kind: PaymentFailureKind, description: string) {
    super(description);
    this.kind = kind;
    this.description = description;
  }
}

export const DISMISSED_DESCRIPTION = "Payment cancelled";
export const GATEWAY_UNAVAILABLE = "The payment window could not be opened. Please check your connection and try again.";

// ---- The test gateway: a request the mounted dialog picks up ------------------------------------

export type TestGatewayRequest = {
  options: OpenPaymentOptions;
  /** The customer's choice: pays (or fails) through the server's test gateway. */
  pay(outcome: "success" | "failure"): Promise<void>;
  /** Escape or the close button. */
  dismiss(): void;
};

let pendingTestRequest: TestGatewayRequest | null = null;
const testListeners = new Set<() => void>();

function setTestRequest(request: TestGatewayRequest | null) {
  pendingTestRequest = request;
  for (const listener of testListeners) listener();
}

export function subscribeToTestGateway(listener: () => void): () => void {
  testListeners.add(listener);
  return () => testListeners.delete(listener);
}

/** The test checkout waiting for the customer, or null. */
export function currentTestGatewayRequest(): TestGatewayRequest | null {
  return pendingTestRequest;
}

function openTestGateway(options: OpenPaymentOptions): Promise<PaymentSignature> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      setTestRequest(null);
      outcome();
    };
    setTestRequest({
      options,
      async pay(outcome) {
        let answer: TestGatewayPayResponse;
        try {
          answer = await apiRequest<TestGatewayPayResponse>("test-gateway/pay", {
            json: { order_id: options.order_id, outcome },
            fallback: GATEWAY_UNAVAILABLE,
            whenEmpty: testGatewayTexts.failedDescription,
          });
        } catch (caught) {
          const description = caught instanceof ApiError ? caught.message : GATEWAY_UNAVAILABLE;
          finish(() => reject(new PaymentGatewayError("failed", description)));
          return;
        }
        if ("error" in answer) finish(() => reject(new PaymentGatewayError("failed", answer.error.description)));
        else if ("pending" in answer) finish(() => reject(new PaymentGatewayError("failed", testGatewayTexts.pendingDescription)));
        else finish(() => resolve({ razorpay_payment_id: answer.razorpay_payment_id, razorpay_order_id: answer.razorpay_order_id, razorpay_signature: answer.razorpay_signature }));
      },
      dismiss() {
        finish(() => reject(new PaymentGatewayError("dismissed", DISMISSED_DESCRIPTION)));
      },
    });
  });
}

// ---- Razorpay's checkout.js -----------------------------------------------------------------------

type RazorpaySuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type RazorpayFailure = { error?: { code?: string; description?: string; reason?: string } };

type RazorpayInstance = {
  open(): void;
  close?(): void;
  on(event: "payment.failed", handler: (response: RazorpayFailure) => void): void;
};
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let checkoutScript: Promise<RazorpayConstructor> | null = null;

/** This page's CSP nonce, read from a script React Router rendered with it (browsers hide the attribute, not the property). */
function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>("script[nonce]");
  return script?.nonce || undefined;
}

/** Loads checkout.js once, when the first payment opens. */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  checkoutScript ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error("checkout.js loaded without Razorpay")));
    script.onerror = () => reject(new Error("checkout.js could not be loaded"));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // A later attempt may succeed (the network came back): forget the failed one.
    checkoutScript = null;
    throw error;
  });
  return checkoutScript;
}

async function openRazorpay(options: OpenPaymentOptions): Promise<PaymentSignature> {
  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await loadRazorpayCheckout();
  } catch {
    throw new PaymentGatewayError("failed", GATEWAY_UNAVAILABLE);
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const widget = new Razorpay({
      key: options.key,
      amount: options.amount,
      currency: options.currency,
      order_id: options.order_id,
      name: options.name,
      description: options.description,
      prefill: options.prefill,
      notes: options.notes ?? {},
      theme: { color: "#047857" },
      handler(response: RazorpaySuccess) {
        settled = true;
        resolve({
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_order_id: response.razorpay_order_id,
          razorpay_signature: response.razorpay_signature,
        });
      },
      modal: {
        confirm_close: true,
        ondismiss() {
          if (settled) return;
          settled = true;
          reject(new PaymentGatewayError("dismissed", DISMISSED_DESCRIPTION));
        },
      },
    });
    widget.on("payment.failed", (response) => {
      // The first failure ends this attempt, as the spec's alert does; the widget is closed so that no
      // retry inside it can take money for an attempt the page has already given up on.
      if (settled) return;
      settled = true;
      widget.close?.();
      reject(new PaymentGatewayError("failed", response.error?.description || testGatewayTexts.failedDescription));
    });
    widget.open();
  });
}

/**
 * Opens the gateway's checkout for an order the server created. Resolves with the signed payment
 * for the server to verify; rejects with a `PaymentGatewayError` when it failed or was closed.
 */
export function openPayment(options: OpenPaymentOptions): Promise<PaymentSignature> {
  return options.gateway === "test" ? openTestGateway(options) : openRazorpay(options);
}
