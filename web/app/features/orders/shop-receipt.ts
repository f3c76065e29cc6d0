import { formatRupees } from "@urjavolt/contract/money";
import { NO_COUPON, type ShopReceipt, checkoutMessages } from "@urjavolt/contract/orders";
import type { ReceiptPdfData } from "../../lib/receipt-pdf";

/**
 * The shop receipt as its dialog, the page after paying and the PDF show it: coupon and discount
 * only when used, and the refund notice when the money goes back.
 */
export function shopReceiptData(receipt: ShopReceipt): ReceiptPdfData {
  return {
    ...receipt,
    coupon_code: receipt.coupon_code && receipt.coupon_code !== NO_COUPON ? receipt.coupon_code : undefined,
    discount: receipt.discount > 0 ? receipt.discount : undefined,
    notice: receipt.refund_due ? checkoutMessages.refundNotice(formatRupees(receipt.amount)) : undefined,
  };
}
