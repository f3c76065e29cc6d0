import { useRef, useState } from "react";
import { PageIntro } from "../../components/page-intro";
import { RegistrationForm } from "./registration-form";
import { StatusCheck } from "./status-check";
import styles from "./warranty.module.css";

type Mode = "register" | "check";

/** The warranty screen (docs/requirements/site-and-service-forms.md §2): a hero whose two buttons switch the form between register and check. */
/** `siteUrl`: the site's public address (SITE_URL), printed on warranty certificates. */
export function WarrantyPage({ siteUrl }: { siteUrl: string }) {
  const [mode, setMode] = useState<Mode>("register");
  const sectionRef = useRef<HTMLElement>(null);

  function choose(next: Mode) {
    setMode(next);
    sectionRef.current?.scrollIntoView({ block: "start" });
  }

  return (
    <>
      <PageIntro
        title="Warranty Registration and Status"
        lead="Register your battery or inverter in a few minutes, check the status of a registration at any time, and download your warranty certificate."
      >
        <div className={styles.heroActions} role="group" aria-label="Choose what to do">
          <button type="button" className={styles.heroButton} aria-pressed={mode === "register"} onClick={() => choose("register")}>
            Register Now
          </button>
          <button type="button" className={styles.heroButton} aria-pressed={mode === "check"} onClick={() => choose("check")}>
            Check Status
          </button>
        </div>
      </PageIntro>
      <section ref={sectionRef} className={styles.section} aria-labelledby="warranty-form-title">
        <div className={styles.narrow}>{mode === "register" ? <RegistrationForm /> : <StatusCheck siteUrl={siteUrl} />}</div>
      </section>
    </>
  );
}
