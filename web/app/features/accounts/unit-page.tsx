import type { AccountUnitPage } from "@urjavolt/contract/accounts";
import { formatIndiaDate, formatIsoDate } from "@urjavolt/contract/dates";
import { paths } from "@urjavolt/contract/paths";
import { requestStatusWords } from "@urjavolt/contract/accounts";
import { replacedMessage, warrantyMessages } from "@urjavolt/contract/warranty";
import { Link } from "react-router";
import formCard from "../../components/form-card.module.css";
import styles from "./accounts.module.css";
import unitStyles from "./account-units.module.css";
import { WarrantyBadge } from "./warranty-badge";

/**
 * A registered unit's page for its owner (decision 052): the registration as the warranty check
 * showed it before, the certificate (made on the server, a plain link), the account's service
 * requests about this serial, and a complaint about it with the serial filled in.
 */
export function UnitPage({ unit }: { unit: AccountUnitPage }) {
  const { details } = unit;
  const rows: [string, string][] = [
    ...(details.product ? [["Product", details.product] as [string, string]] : []),
    ...(details.model ? [["Model", details.model] as [string, string]] : []),
    ["Serial number", details.serialno],
    ["Registered by", details.name],
    ["Mobile", details.mobile],
    ["Purchase date", formatIsoDate(details.purchase_date)],
    ["Warranty until", formatIsoDate(details.expiry_date)],
    ["Dealer", details.dealer],
    ["Invoice number", details.invoiceno],
    ["Pin code", details.pincode],
  ];
  return (
    <div className={styles.page}>
      <section className={formCard.card} aria-labelledby="unit-warranty">
        <h2 id="unit-warranty" className={formCard.title}>
          Warranty
        </h2>
        <p>
          <WarrantyBadge status={details.status} />
        </p>
        {details.status === "Pending" ? <p className={unitStyles.note}>{warrantyMessages.pending}</p> : null}
        {details.status === "Replaced" ? <p className={unitStyles.note}>{replacedMessage(details)}</p> : null}
        {details.rejection_reason ? <p className={unitStyles.note}>Reason: {details.rejection_reason}</p> : null}
        {details.status === "Expired" ? (
          <p className={unitStyles.note}>
            The warranty ended on {formatIsoDate(details.expiry_date)}. {warrantyMessages.extendedCare}{" "}
            <Link to={paths.contactAbout(warrantyMessages.extendedCareSubject(details.serialno))}>{warrantyMessages.extendedCareLink}</Link>
          </p>
        ) : null}
        <dl className={unitStyles.details}>
          {rows.map(([label, value]) => (
            <div key={label} className={unitStyles.detailRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          {unit.certificatePath ? (
            // A download made on the server: a plain link, no router navigation.
            <a href={unit.certificatePath} className={unitStyles.download} download>
              Download the warranty certificate (PDF)
            </a>
          ) : (
            <p className={unitStyles.note}>The certificate can be downloaded while the warranty is Active.</p>
          )}
        </div>
      </section>

      <section className={formCard.card} aria-labelledby="unit-service">
        <h2 id="unit-service" className={formCard.title}>
          Service history
        </h2>
        {unit.requests.length === 0 ? (
          <p className={styles.empty}>No service requests about this unit under your account.</p>
        ) : (
          <ul className={styles.records}>
            {unit.requests.map((request) => (
              <li key={request.reference} className={styles.record}>
                <div className={styles.recordHead}>
                  <span>Request {request.reference}</span>
                  <span className={styles.status}>{requestStatusWords(request.status)}</span>
                </div>
                <p className={styles.muted}>Opened {formatIndiaDate(request.openedAt)}</p>
                <Link to={request.trackingPath} aria-label={`Visits, messages and photos of request ${request.reference}`}>
                  Visits, messages and photos
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={unit.complaintPath} className={unitStyles.actionLink}>
            File a complaint about this unit
          </Link>
        </p>
      </section>

      <p>
        <Link to={paths.account}>Back to your account</Link>
      </p>
    </div>
  );
}
