import { useLingui } from "@lingui/react/macro";
import type { ProductOptionGroup } from "@urjavolt/contract/enquiries";
import { ComplaintForm } from "./complaint-form";
import { QuoteForm } from "./quote-form";
import styles from "./enquiry-forms.module.css";

export const quoteFormId = "quote-form";
export const complaintFormId = "support-request-form";

/** The quote form's section on /get-quote; the hero's 'Request a Quote' jumps here. */
export function QuoteSection({ products }: { products: readonly ProductOptionGroup[] }) {
  const { t } = useLingui();
  return (
    <section id={quoteFormId} className={styles.section} aria-label={t`Quote request`} tabIndex={-1}>
      <div className={styles.narrow}>
        <QuoteForm anchor={quoteFormId} products={products} />
      </div>
    </section>
  );
}

/** The complaint form's section on /technical-support; the hero's 'Submit a Request' jumps here. */
export function ComplaintSection({ products }: { products: readonly ProductOptionGroup[] }) {
  const { t } = useLingui();
  return (
    <section id={complaintFormId} className={styles.section} aria-label={t`Support request`} tabIndex={-1}>
      <div className={styles.narrow}>
        <ComplaintForm anchor={complaintFormId} products={products} />
      </div>
    </section>
  );
}
