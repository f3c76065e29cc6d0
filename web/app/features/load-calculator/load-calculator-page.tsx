import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  APPLIANCES,
  HOME_PRESETS,
  HOURS_MAX,
  HOURS_MIN,
  type LoadFields,
  type ReadQuery,
  loadQueryString,
  presetFields,
  readLoadQuery,
  wattsParam,
} from "@urjavolt/contract/load-calculator";
import type { SizingProduct } from "@urjavolt/contract/load-calculator-ratings";
import { paths } from "@urjavolt/contract/paths";
import { FormStatus, TextField } from "../../components/form-field";
import styles from "./load-calculator.module.css";
import { SizingResult } from "./sizing-result";

const resultId = "sizing-result";

/** The query as its page reads it: shared by the loader (status, first render) and the live page. */
function readFields(fields: LoadFields) {
  return readLoadQuery(new URLSearchParams(loadQueryString(fields)));
}

/**
 * The sizing tool: presets and the appliance form (both GET forms of this page, so a result is a
 * link and works without scripts), then what the load needs, the smallest inverter and battery in
 * the shop that fit, and how it was worked out. With scripts the result follows every change and
 * the address follows the result.
 */
export function LoadCalculatorPage({ initial, products }: {
  /** What the page's address asked, as the loader read it (a first visit asks nothing: the form alone). */
  initial: ReadQuery;
  /** The shop's inverters and batteries, or null when the catalogue could not be read. */
  products: SizingProduct[] | null;
}) {
  const navigate = useNavigate();
  const [fields, setFields] = useState(initial.fields);
  const [touched, setTouched] = useState(!initial.empty);
  // Until the visitor changes something the address's own reading stands (a bad preset's message included).
  const read = !touched ? null : fields === initial.fields ? initial : readFields(fields);
  const errors = read?.errors ?? {};
  const resultRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // How many times Calculate (or a home) was pressed since the last change: the result says it is
  // up to date, and each press shows it again, so a press on a current result never looks dead.
  const [presses, setPresses] = useState(0);
  const [confirmed, setConfirmed] = useState(false);

  const show = (next: LoadFields) => {
    setFields(next);
    setTouched(true);
    setConfirmed(false);
    void navigate(`${paths.loadCalculator}?${loadQueryString(next)}`, { replace: true, preventScrollReset: true });
  };

  /** The result follows every change already: Calculate confirms it, moves to it and says so. */
  const confirm = () => {
    setPresses((count) => count + 1);
    setConfirmed(true);
    // Its top, where it says so, below the sticky header (scroll-margin-top), even when part of it was in view already.
    resultRef.current?.scrollIntoView({ block: "start" });
    resultRef.current?.focus({ preventScroll: true });
  };

  // What was typed before the scripts came is in the fields but not in state: take it over once, on hydration.
  useEffect(() => {
    const typed: LoadFields = {};
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      if (element instanceof HTMLInputElement && element.name && element.value !== initial.fields[element.name]) typed[element.name] = element.value;
    }
    if (Object.keys(typed).length > 0) show({ ...initial.fields, ...typed });
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choosePreset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const preset = HOME_PRESETS.find((candidate) => candidate.id === submitter?.value);
    if (!preset) return;
    show(presetFields(preset.id));
    confirm();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show(fields);
    confirm();
  };

  const field = (name: string) => ({
    name,
    // Every field may be left as it is: an empty count is none.
    optionalNote: "",
    value: fields[name] ?? "",
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => show({ ...fields, [name]: event.currentTarget.value }),
  });

  const formError = errors.form ?? (read && !read.input && Object.keys(errors).length > 0 ? "Please check the values marked below." : undefined);

  return (
    <div className={styles.page}>
      <form method="get" action={`${paths.loadCalculator}#${resultId}`} className={styles.presets} onSubmit={choosePreset} aria-labelledby="presets-title">
        <h2 id="presets-title" className={styles.sectionTitle}>
          Start from a home
        </h2>
        <p className={styles.note}>Fill in the typical appliances of a home, then change anything that differs in yours.</p>
        <div className={styles.presetButtons}>
          {HOME_PRESETS.map((preset) => (
            <button key={preset.id} type="submit" name="preset" value={preset.id} className={styles.presetButton}>
              {preset.name}
            </button>
          ))}
        </div>
        {errors.preset ? <FormStatus kind="error">{errors.preset}</FormStatus> : null}
      </form>

      <form ref={formRef} method="get" action={`${paths.loadCalculator}#${resultId}`} className={styles.form} onSubmit={submit} noValidate aria-labelledby="appliances-title">
        <h2 id="appliances-title" className={styles.sectionTitle}>
          Your appliances
        </h2>
        <p className={styles.note}>
          How many of each you want to run in a power cut, and the watts of one (on its label; typical values are filled in).
        </p>
        {formError ? <FormStatus kind="error">{formError}</FormStatus> : null}
        <div className={styles.appliances}>
          {APPLIANCES.map((appliance) => (
            <fieldset key={appliance.id} className={styles.appliance}>
              <legend className={styles.applianceName}>{appliance.name}</legend>
              {/* Text fields, not number fields: a value the link got wrong shows as it is, beside its message. */}
              <TextField label="How many" inputMode="numeric" maxLength={6} {...field(appliance.id)} />
              <TextField label="Watts each" inputMode="numeric" maxLength={6} {...field(wattsParam(appliance.id))} />
            </fieldset>
          ))}
        </div>
        <div className={styles.hours}>
          <TextField
            label="Hours of backup"
            inputMode="decimal"
            maxLength={6}
            hint={`How long a power cut should the battery carry everything above? From ${HOURS_MIN} to ${HOURS_MAX} hours.`}
            {...field("hours")}
          />
          <TextField
            label="Your budget (₹)"
            inputMode="numeric"
            maxLength={16}
            hint="We then also show the bundle that gives the most backup for it, e.g. 60000."
            {...field("budget")}
            optionalNote="(optional)"
          />
        </div>
        <button type="submit" className={styles.submit}>
          Calculate
        </button>
      </form>

      <section id={resultId} ref={resultRef} tabIndex={-1} className={confirmed ? `${styles.result} ${styles.confirmed}` : styles.result} aria-labelledby="result-title">
        <h2 id="result-title" className={styles.sectionTitle}>
          Your inverter and battery
        </h2>
        {/* Shown after Calculate: by the page's scripts, or, before them and without them, because the form's answer opens at #sizing-result. */}
        <div role="status" className={styles.upToDate}>
          {read?.input ? (
            <p key={presses} className={styles.upToDateNote}>
              Up to date: worked out for the values you entered.
            </p>
          ) : null}
        </div>
        {read?.input ? (
          <SizingResult input={read.input} fields={fields} products={products} />
        ) : (
          <p className={styles.note}>{read ? "Correct the values marked above to see the result." : "Choose a home above, or set your appliances, to see what you need."}</p>
        )}
      </section>
    </div>
  );
}
