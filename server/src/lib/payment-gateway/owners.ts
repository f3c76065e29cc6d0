/**
 * Who made a gateway order: shop orders and standalone payments each keep their own, and the
 * gateway's events (a webhook, the test gateway's simulated outcome) reach the one that owns it.
 * Server modules cannot import each other, so services.ts hands the owners to the payments module.
 */
export type CapturedPayment = {
  gatewayOrderId: string;
  paymentId: string;
  /** What the gateway says was captured, in paise; null when it does not say (the browser's verify). */
  amountPaise: number | null;
};

export type FailedPayment = {
  gatewayOrderId: string;
  paymentId: string | null;
  code: string;
  description: string;
  reason: string;
};

export type OwnedGatewayOrder = { amountPaise: number; paid: boolean };

export interface GatewayOrderOwner {
  /** The gateway order if this owner made it, else null. */
  find(gatewayOrderId: string): Promise<OwnedGatewayOrder | null>;
  /** Runs the paid transition for a payment the gateway captured; a repeat changes nothing. */
  capture(payment: CapturedPayment, now?: Date): Promise<void>;
  /** A failed attempt: never moves a paid order back. */
  fail(payment: FailedPayment): Promise<void>;
}
