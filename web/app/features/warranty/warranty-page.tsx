import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useSearchParams } from "react-router";
import { PageIntro } from "../../components/page-intro";
import { RegistrationForm } from "./registration-form";
import { StatusCheck } from "./status-check";
import { CHECK, FORM_PARAM } from "./warranty-forms";
import styles from "./warranty.module.css";

type Mode = "register" | "check";

const formSectionId = "warranty-form";

/**
 * The warranty screen (docs/requirements/site-and-service-forms.md §2): a hero whose two buttons
 * switch the form between register and check. They are links to `/warranty` and
 * `/warranty?form=check`, so a tap works from the first paint and without JavaScript: before the
 * scripts arrive the browser loads the server's page with that form; after, the router swaps the
 * form in place. Either way the page scrolls to the form (#warranty-form). In the page's language
 * (decision 056): the links keep the page's path, so /hi/warranty switches within Hindi.
 */
export function WarrantyPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const mode: Mode = searchParams.get(FORM_PARAM) === CHECK ? "check" : "register";

  return (
    <>
      <PageIntro
        title={t`Warranty Registration and Status`}
        lead={t`Register your battery or inverter in a few minutes, check the status of a registration at any time, and download your warranty certificate.`}
      >
        <div className={styles.heroActions} role="group" aria-label={t`Choose what to do`}>
          <SwitchLink search="" current={mode === "register"}>
            <Trans>Register Now</Trans>
          </SwitchLink>
          <SwitchLink search={`?${FORM_PARAM}=${CHECK}`} current={mode === "check"}>
            <Trans>Check Status</Trans>
          </SwitchLink>
        </div>
      </PageIntro>
      <section id={formSectionId} className={styles.section} aria-labelledby="warranty-form-title">
        <div className={styles.narrow}>{mode === "register" ? <RegistrationForm key="register" anchor={formSectionId} /> : <StatusCheck key="check" anchor={formSectionId} />}</div>
      </section>
    </>
  );
}

function SwitchLink({ search, current, children }: { search: string; current: boolean; children: ReactNode }) {
  return (
    <Link to={{ search, hash: formSectionId }} className={styles.heroButton} aria-current={current ? "true" : undefined}>
      {children}
    </Link>
  );
}
