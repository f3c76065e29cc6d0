import { type AccountConsent, accountEmailNote } from "@urjavolt/contract/accounts";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import { channelLabels } from "@urjavolt/contract/messages";
import { paths } from "@urjavolt/contract/paths";
import formCard from "../../components/form-card.module.css";
import styles from "./accounts.module.css";
import unitStyles from "./account-units.module.css";

/**
 * Updates by SMS and WhatsApp to the verified mobile (decisions 030, 052): what holds now on each
 * channel, and one button to start or stop it, a plain form post (it works without JavaScript).
 * E-mail has no switch: every e-mail the shop sends is about the customer's own order or request.
 * `consents` null: an account known by e-mail, whose texts would need a mobile.
 */
export function AccountConsents({ consents }: { consents: readonly AccountConsent[] | null }) {
  return (
    <section id="account-consents" className={formCard.card} aria-labelledby="account-consents-title">
      <h2 id="account-consents-title" className={formCard.title}>
        Messages we send you
      </h2>
      {consents === null ? (
        <p className={styles.muted}>Updates by SMS and WhatsApp go to a verified mobile number: sign in with your mobile to choose them.</p>
      ) : (
        <ul className={styles.records}>
          {consents.map((consent) => {
            const label = channelLabels[consent.channel];
            return (
              <li key={consent.channel} className={unitStyles.consent}>
                <div>
                  <strong>Updates by {label}</strong>
                  <p className={styles.muted}>
                    {consent.given ? "On" : "Off"}
                    {consent.at ? `, since ${formatIndiaDateTime(consent.at)}` : ""}. About your service requests and warranties only, never offers.
                  </p>
                </div>
                <form method="post" action={paths.accountConsents}>
                  <input type="hidden" name="channel" value={consent.channel} />
                  <input type="hidden" name="choice" value={consent.given ? "withdrawn" : "given"} />
                  <button type="submit" className={consent.given ? styles.secondary : styles.submit}>
                    {consent.given ? `Stop ${label} updates` : `Start ${label} updates`}
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.muted}>E-mail: {accountEmailNote}</p>
    </section>
  );
}
