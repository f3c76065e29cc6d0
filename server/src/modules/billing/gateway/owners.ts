import type { Database } from "../../../db/client.ts";

/**
 * Who made a gateway order: shop orders and standalone payments each keep their own, and the
 * gateway's news (the browser's verify, a webhook, the test gateway's checkout, the reconciler's
 * questions) reaches the one that owns it. Server modules cannot import each other, so services.ts
 * hands the owners to the payments module.
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

/** What a capture did: the refunds it asked for (sent to the gateway once its transaction commits). */
export type CaptureOutcome = { refundIds: number[] };

export interface GatewayOrderOwner {
  /** The gateway order if this owner made it, else null. */
  find(gatewayOrderId: string): Promise<OwnedGatewayOrder | null>;
  /**
   * The paid transition for a payment the gateway captured, inside `tx`: a repeat of the same
   * payment changes nothing; a second, different payment for something already paid is refunded.
   */
  capture(tx: Database, payment: CapturedPayment, now: Date): Promise<CaptureOutcome>;
  /** A failed attempt, inside `tx`: never moves a paid order back. */
  fail(tx: Database, payment: FailedPayment, now: Date): Promise<void>;
  /**
   * The reconciler's turn (decision 015): up to `limit` gateway orders still open and due to be asked
   * about, each leased so that another instance does not ask about it at the same time.
   */
  claimDue(now: Date, limit: number): Promise<string[]>;
  /**
   * The gateway had nothing captured: `pending` when a payment is still on its way (the hold on the
   * units is extended), else the order waits for its next question, or expires a day after it was made.
   */
  reschedule(gatewayOrderId: string, now: Date, pending: boolean): Promise<void>;
}

/** The reconciler asks again after this, doubling from PAYMENT_RECONCILE_AFTER up to an hour. */
export function nextCheck(now: Date, attempts: number, firstAfterSeconds: number): Date {
  const seconds = Math.min(firstAfterSeconds * 2 ** attempts, 3600);
  return new Date(now.getTime() + seconds * 1000);
}

/** An order or payment still unpaid this long after it was made is given up on. */
export const RECONCILE_FOR_MS = 24 * 3600_000;
/** How long a claimed order is left to the instance that claimed it. */
export const RECONCILE_LEASE_MS = 60_000;
