import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type TextChannel, consentFields, consentHint, consentWording, textChannels } from "@urjavolt/contract/messages";
import { useId } from "react";
import { formMessage } from "../lib/form-messages";
import styles from "./update-consents.module.css";

type ConsentField = (typeof consentFields)[TextChannel];

/**
 * The boxes' words from contract/src/messages.ts (the server records them in English with each
 * consent) as catalogue messages, for the Hindi and Punjabi pages (decision 056).
 */
const consentWords: Record<string, MessageDescriptor> = {
  [consentWording.sms]: msg`Send me updates by SMS`,
  [consentWording.whatsapp]: msg`Send me updates on WhatsApp`,
  [consentHint]: msg`About your service requests and warranties only, never offers, to the mobile number above. You can ask us to stop at any time.`,
};

/**
 * The optional boxes for updates by SMS and on WhatsApp (decision 030), unticked until the customer
 * ticks them. Real checkboxes in the form: ticked, the post carries `yes`, with or without the
 * page's scripts. The words beside each box are what the server records as agreed.
 */
export function UpdateConsents({
  values,
  errors,
  onChange,
  className,
}: {
  values: Record<ConsentField, string>;
  errors: Partial<Record<string, string>>;
  onChange: (field: ConsentField, ticked: boolean) => void;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const error = errors[consentFields.sms] ?? errors[consentFields.whatsapp];
  return (
    <fieldset className={`${styles.group} ${className ?? ""}`} aria-describedby={error ? `${hintId} ${id}-error` : hintId}>
      <legend className={styles.legend}>
        {`${t`Updates on your mobile`} `}
        <span className={styles.optional}>{t`(optional)`}</span>
      </legend>
      <p id={hintId} className={styles.hint}>
        {formMessage(i18n, consentWords, consentHint)}
      </p>
      <div className={styles.boxes}>
        {textChannels.map((channel) => {
          const field = consentFields[channel];
          return (
            <label key={channel} className={styles.box}>
              <input
                type="checkbox"
                name={field}
                value="yes"
                checked={values[field] === "yes"}
                onChange={(event) => onChange(field, event.currentTarget.checked)}
              />
              <span>{formMessage(i18n, consentWords, consentWording[channel])}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
