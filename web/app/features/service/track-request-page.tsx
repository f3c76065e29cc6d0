import { Trans, useLingui } from "@lingui/react/macro";
import { MOBILE_INPUT_MAX } from "@urjavolt/contract/form-rules";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { TextField } from "../../components/form-field";
import formCard from "../../components/form-card.module.css";
import { StatusCards, StatusMeta, StatusNote } from "../../components/status-card";
import { useLocalize } from "../../lib/i18n";
import { useRouteForm } from "../../lib/route-form";
import { trackRequestForm } from "./track-request-forms";
import styles from "./track-request.module.css";

const formId = "track-request-form";

/**
 * The look-up of a service request (decision 028): its reference and the mobile number given with
 * it. A match goes on to the request's own page by its signed link (the action redirects), so the
 * mobile never appears in an address; any wrong pair gets one neutral answer. Posts to the page's
 * action, so it works without JavaScript too. In the page's language, which a post without scripts
 * keeps (decision 056).
 */
export function TrackRequestPage() {
  const { t } = useLingui();
  const localize = useLocalize();
  const form = useRouteForm(trackRequestForm, { action: localize(paths.trackRequest), anchor: formId, lookup: true });
  const { outcome } = form;
  const failure = outcome?.status === "refused" && !outcome.aboutFields ? outcome.message : undefined;

  return (
    <StatusCards>
      <form id={formId} className={formCard.card} {...form.formProps} aria-labelledby="track-request-title">
        <h2 id="track-request-title" className={formCard.title}>
          <Trans>Find your service request</Trans>
        </h2>
        <p className={formCard.intro}>
          <Trans>Your reference is in the e-mail we sent when you filed your complaint, e.g. CMP-2026-000123.</Trans>
        </p>
        <div className={formCard.fields}>
          <TextField label={t`Reference number`} required autoCapitalize="characters" autoComplete="off" maxLength={40} {...form.field("reference")} />
          <TextField label={t`Mobile number`} required type="tel" inputMode="tel" autoComplete="tel" maxLength={MOBILE_INPUT_MAX} {...form.field("mobile")} />
        </div>
        {failure ? <StatusNote tone="alert">{failure}</StatusNote> : null}
        <button type="submit" className={styles.submit} disabled={form.sending}>
          {form.sending ? t`Looking up...` : t`Track Request`}
        </button>
        <StatusMeta>
          <Trans>
            Have a new fault to report? <Link to={localize(paths.complaint)}>File a complaint</Link>.
          </Trans>
        </StatusMeta>
      </form>
    </StatusCards>
  );
}
