import { formatRupees } from "@urjavolt/contract/money";
import { paths } from "@urjavolt/contract/paths";
import { useState } from "react";
import { ConfirmationPage, ConfirmationRefused, confirmationStyles } from "../components/confirmation";
import { StatusCard, StatusNote } from "../components/status-card";
import { apiRequest } from "../lib/api-client";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/test-payment-link";

export const meta = (args: PageMetaArgs) => [...pageMeta(args, "Test payment link", "The offline test gateway's stand-in for a Razorpay payment link."), { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

/**
 * The offline test gateway's stand-in for a Razorpay payment link's page (decision 059): what the
 * technician's SMS opens while the shop runs on the test gateway. Paying it pays the order exactly as
 * Razorpay's payment_link.paid webhook would. "No such link" while Razorpay is in use, or for no such link.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    return { link: await apiRequest<TestLink>(`test-gateway/links/${encodeURIComponent(params.id)}`, { method: "GET", fallback: "" }) };
  } catch {
    return { link: null };
  }
}

export function HydrateFallback() {
  return <p role="status">Loading the payment link…</p>;
}

type TestLink = { id: string; amount: number; reference: string | null; status: string };

export default function TestPaymentLinkRoute({ loaderData }: Route.ComponentProps) {
  const link = loaderData.link;
  const [paid, setPaid] = useState(link?.status === "paid");
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  if (!link) return <ConfirmationRefused title="Test payment link" message="There is no such payment link." to={paths.trackOrder} label="Track your order" />;
  async function pay() {
    setBusy(true);
    setProblem("");
    try {
      await apiRequest(`test-gateway/links/${encodeURIComponent(link!.id)}/pay`, { fallback: "The test gateway could not be reached" });
      setPaid(true);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The payment did not go through");
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmationPage>
      <StatusCard titleId="link-title">
        <h1 id="link-title" className={confirmationStyles.title}>
          Test payment link
        </h1>
        <StatusNote>TEST: the offline test gateway takes no money.</StatusNote>
        <p>
          Order {link.reference}: {formatRupees(link.amount)}
        </p>
        {paid ? (
          <p role="status">Paid. Your GST tax invoice is e-mailed to you and on your order&rsquo;s page.</p>
        ) : (
          <p>
            <button type="button" className={confirmationStyles.primary} onClick={() => void pay()} disabled={busy}>
              {busy ? "Paying…" : `Pay ${formatRupees(link.amount)}`}
            </button>
          </p>
        )}
        {problem ? <StatusNote tone="alert">{problem}</StatusNote> : null}
      </StatusCard>
    </ConfirmationPage>
  );
}
