import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import {
  type EmiPlan,
  type EmiQuery,
  type EmiQueryResult,
  emiKindLabels,
  emiOptions,
  readEmiQuery,
  tenuresOffered,
} from "@urjavolt/contract/emi-rules";
import { formatRupees } from "@urjavolt/contract/money";
import { paths } from "@urjavolt/contract/paths";
import { SelectField, TextField } from "../../components/form-field";
import styles from "./emi.module.css";

/** The calculator's section, which `paths.emiCalculator` (the product page's link) opens at. */
const EMI_CALCULATOR_ID = "emi-calculator";

export const NO_EMI_PLANS_TEXT =
  "We have no EMI plans of our own to show just now. EMI is offered at checkout by the payment gateway: where your bank offers EMI on your card, you can choose it when you pay, at your bank's rates.";

/** "12 months at 15% a year", "6 months, no interest". */
function tenureText(months: number, annualRate: number): string {
  return annualRate === 0 ? `${months} months, no interest` : `${months} months at ${annualRate}% a year`;
}

function monthsText(months: number): string {
  return `${months} ${months === 1 ? "month" : "months"}`;
}

/**
 * The EMI page (decision 022): the plans the shop offers, and a calculator that works out the
 * monthly instalment and the interest of an amount over a tenure under each plan. The calculator
 * is a GET form: without JavaScript the server answers it (`?amount=&months=`); with it, the
 * figures follow the fields as they change, from the same rules.
 */
export function EmiPage({ plans, query, answer }: { plans: EmiPlan[]; query: EmiQuery; answer: EmiQueryResult | null }) {
  if (plans.length === 0) {
    return (
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="emi-none-heading">
          <h2 id="emi-none-heading" className={styles.heading}>
            EMI at checkout
          </h2>
          <p>{NO_EMI_PLANS_TEXT}</p>
          <p>
            <Link to={paths.shop}>Browse the shop</Link> or <Link to={paths.contact}>ask us</Link> about paying in instalments.
          </p>
        </section>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <EmiCalculator plans={plans} query={query} answer={answer} />
      <EmiPlans plans={plans} />
      <EmiNotes />
    </div>
  );
}

function EmiCalculator({ plans, query, answer }: { plans: EmiPlan[]; query: EmiQuery; answer: EmiQueryResult | null }) {
  const tenures = tenuresOffered(plans);
  const formRef = useRef<HTMLFormElement>(null);
  // What the fields hold; the figures follow it. Starts from what the server answered.
  const [values, setValues] = useState<EmiQuery>(query);
  const [edited, setEdited] = useState(false);

  // Something typed before the scripts arrived is in the fields, not in the state: read it once.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const typed = { amount: String(data.get("amount") ?? ""), months: String(data.get("months") ?? "") };
    if (typed.amount !== query.amount || typed.months !== query.months) {
      setValues(typed);
      setEdited(true);
    }
    // Only on hydration: afterwards the fields' own events keep the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const live = edited ? readEmiQuery(values) : answer;
  const change = (field: keyof EmiQuery) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setEdited(true);
  };
  const errors = live && !live.ok ? live.errors : {};

  return (
    <section className={styles.card} aria-labelledby="emi-calculator-heading" id={EMI_CALCULATOR_ID}>
      <h2 id="emi-calculator-heading" className={styles.heading}>
        EMI calculator
      </h2>
      <p className={styles.intro}>Enter the amount and choose a tenure to see the monthly instalment and the interest under each plan.</p>
      <Form ref={formRef} method="get" action={`${paths.emiOptions}#${EMI_CALCULATOR_ID}`} preventScrollReset className={styles.form} noValidate>
        <TextField
          name="amount"
          label="Amount (₹)"
          required
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={change("amount")}
          error={errors.amount}
          hint="The price you want to pay in instalments, e.g. 54,999"
        />
        <SelectField name="months" label="Tenure" required value={values.months} onChange={change("months")} error={errors.months}>
          <option value="">Choose a tenure</option>
          {tenures.map((months) => (
            <option key={months} value={String(months)}>
              {monthsText(months)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={styles.submit}>
          Work out EMI
        </button>
      </Form>
      <div aria-live="polite" className={styles.results}>
        {live?.ok ? <EmiResults plans={plans} amount={live.amount} months={live.months} /> : null}
      </div>
    </section>
  );
}

function EmiResults({ plans, amount, months }: { plans: EmiPlan[]; amount: number; months: number }) {
  const options = emiOptions(plans, amount, months);
  const offering = plans.filter((plan) => plan.tenures.some((tenure) => tenure.months === months));
  if (options.length === 0) {
    const lowest = Math.min(...offering.map((plan) => plan.minAmount));
    return (
      <p className={styles.none}>
        {offering.length === 0
          ? `No plan offers ${monthsText(months)}.`
          : `No plan over ${monthsText(months)} takes ${formatRupees(amount)}: the smallest amount for EMI over ${monthsText(months)} is ${formatRupees(lowest)}.`}
      </p>
    );
  }
  return (
    <>
      <h3 className={styles.subheading}>
        {formatRupees(amount)} over {monthsText(months)}
      </h3>
      <ul className={styles.options} aria-label={`EMI on ${formatRupees(amount)} over ${monthsText(months)}`}>
        {options.map((option) => (
          <li key={option.plan.id} className={styles.option}>
            <p className={styles.optionName}>
              <strong>{option.plan.provider}</strong> · {emiKindLabels[option.plan.kind]}
            </p>
            <dl className={styles.figures}>
              <div className={styles.monthly}>
                <dt>Monthly instalment</dt>
                <dd>{formatRupees(option.monthly)}</dd>
              </div>
              <div>
                <dt>Interest rate</dt>
                <dd>{option.tenure.annualRate === 0 ? "No interest" : `${option.tenure.annualRate}% a year`}</dd>
              </div>
              <div>
                <dt>Total interest</dt>
                <dd>{formatRupees(option.totalInterest)}</dd>
              </div>
              <div>
                <dt>Total payable</dt>
                <dd>{formatRupees(option.totalPayable)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function EmiPlans({ plans }: { plans: EmiPlan[] }) {
  return (
    <section className={styles.card} aria-labelledby="emi-plans-heading">
      <h2 id="emi-plans-heading" className={styles.heading}>
        EMI plans on offer
      </h2>
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <li key={plan.id} className={styles.plan}>
            <h3 className={styles.planName}>{plan.provider}</h3>
            <p className={styles.kind}>{emiKindLabels[plan.kind]}</p>
            <p className={styles.minimum}>{plan.minAmount > 0 ? `On orders of ${formatRupees(plan.minAmount)} or more` : "On any order"}</p>
            <ul className={styles.tenures} aria-label={`${plan.provider} ${emiKindLabels[plan.kind]} tenures`}>
              {plan.tenures.map((tenure) => (
                <li key={tenure.months}>{tenureText(tenure.months, tenure.annualRate)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EmiNotes() {
  return (
    <section className={styles.card} aria-labelledby="emi-notes-heading">
      <h2 id="emi-notes-heading" className={styles.heading}>
        How the figures are worked out
      </h2>
      <ul className={styles.notes}>
        <li>
          The monthly instalment is the standard reducing-balance EMI: amount × r × (1 + r)<sup>n</sup> ÷ ((1 + r)<sup>n</sup> − 1), where r is the yearly rate ÷ 12 ÷ 100 and n
          the months. It is rounded to the paisa; any paisa left over is settled in the last instalment.
        </li>
        <li>With no-cost EMI you pay the amount in equal monthly instalments and no interest.</li>
        <li>
          You choose EMI when you pay: the plan is between you and your bank or provider, who may add a processing fee and GST on the interest. Their figures at payment are
          the final ones.
        </li>
      </ul>
    </section>
  );
}
