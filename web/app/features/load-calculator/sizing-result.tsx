import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { addToCart } from "@urjavolt/contract/cart";
import { stockStatus } from "@urjavolt/contract/catalogue-rules";
import {
  BUNDLE_REASON_WORDS,
  type BundleChoice,
  type BundleOption,
  DEPTH_OF_DISCHARGE,
  HEADROOM,
  INVERTER_EFFICIENCY,
  LONGER_BACKUP_FACTOR,
  type LoadFields,
  type LoadInput,
  MAX_PARALLEL_BATTERIES,
  type NoFit,
  POWER_FACTOR,
  type Sizing,
  chooseBundles,
  formatHours,
  formatWhole,
  isBundleChoice,
  loadQueryString,
  quoteChoiceFor,
  quoteMessage,
  sizeLoad,
} from "@urjavolt/contract/load-calculator";
import { type SizingProduct, VOLTAGE_TOLERANCE } from "@urjavolt/contract/load-calculator-ratings";
import { formatRupees } from "@urjavolt/contract/money";
import { paths } from "@urjavolt/contract/paths";
import { FormStatus } from "../../components/form-field";
import { PriceTag } from "../../components/price-tag";
import { SafeImage } from "../../components/safe-image";
import { updateCart } from "../../lib/cart-store";
import { useHydrated } from "../../lib/use-hydrated";
import styles from "./load-calculator.module.css";

/**
 * What the load calculator's loads need (the sizing), two or three inverter and battery bundles from
 * the shop to choose from (decision 043), each with a way to buy it, a quote, a link to share, and
 * how it was worked out.
 */

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
/** An appliance's name inside a sentence: "Water pump (0.5 HP)" → "water pump (0.5 HP)", "TV" stays "TV". */
const inSentence = (name: string) => (/^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name);

export function SizingResult({ input, fields, products }: { input: LoadInput; fields: LoadFields; products: SizingProduct[] | null }) {
  const sizing = sizeLoad(input);
  const choice = products ? chooseBundles(sizing, products, input.budget ?? null) : null;
  const found = choice && isBundleChoice(choice) ? choice.options[0]! : choice;
  const query = loadQueryString(fields);
  return (
    <div className={styles.resultBody}>
      <dl className={styles.needs}>
        <div className={styles.need}>
          <dt>Running load</dt>
          <dd>{formatWhole(sizing.runningWatts)} W</dd>
        </div>
        <div className={styles.need}>
          <dt>Starting surge</dt>
          <dd>{formatWhole(sizing.surgeVA)} VA</dd>
        </div>
        <div className={styles.need}>
          <dt>Inverter of at least</dt>
          <dd>{formatWhole(sizing.requiredVA)} VA</dd>
        </div>
        <div className={styles.need}>
          <dt>Battery of at least</dt>
          <dd>{formatWhole(sizing.requiredWh)} Wh</dd>
        </div>
      </dl>

      {products === null ? (
        <p className={styles.problem} role="alert">
          We could not read the shop&apos;s catalogue just now, so we cannot suggest models. <a href={`${paths.loadCalculator}?${query}`}>Try again</a> or ask us for a quote.
        </p>
      ) : choice && isBundleChoice(choice) ? (
        <Bundles choice={choice} sizing={sizing} />
      ) : (
        <NothingFits found={choice} sizing={sizing} />
      )}

      <p className={styles.quote}>
        <a className={styles.secondaryButton} href={paths.quoteAbout(found && "inverter" in found ? quoteChoiceFor(found.inverter) : null, quoteMessage(input, sizing, found))}>
          Ask for a quote
        </a>
        <span className={styles.note}>The quote form opens with these figures filled in; our team checks them against your site.</span>
      </p>

      <ShareLink query={query} />
      <Workings sizing={sizing} />
    </div>
  );
}

function stockWords(product: SizingProduct, units: number): { text: string; ok: boolean } {
  const status = stockStatus(product.product_stock);
  if (status === "out-of-stock") return { text: "Out of stock", ok: false };
  if (product.product_stock < units) return { text: `Only ${product.product_stock} in stock (${units} needed)`, ok: false };
  return { text: status === "low" ? `Only ${product.product_stock} left` : "In stock", ok: true };
}

function ProductPick({ product, units, part, detail }: { product: SizingProduct; units: number; part: string; detail: string }) {
  const stock = stockWords(product, units);
  return (
    <li className={styles.pick}>
      <SafeImage className={styles.pickImage} src={product.image} alt="" width={96} height={96} loading="lazy" />
      <div className={styles.pickBody}>
        <p className={styles.pickRole}>{part}</p>
        <h4 className={styles.pickName}>
          {units > 1 ? `${units} × ` : ""}
          <Link to={paths.product(product.id)}>{product.product_name}</Link>
        </h4>
        <p className={styles.pickDetail}>{detail}</p>
        <PriceTag price={product.product_price} discountedPrice={product.product_discountedPrice} />
        {units > 1 ? <p className={styles.pickDetail}>{`${units} units: ${formatRupees(units * product.product_discountedPrice)}`}</p> : null}
        <p className={stock.ok ? styles.inStock : styles.outOfStock}>{stock.text}</p>
      </div>
    </li>
  );
}

const countWords = ["", "One", "Two", "Three"];

/** The bundles to choose from, the smallest that fits first; said plainly when there is only one, or nothing within the budget. */
function Bundles({ choice, sizing }: { choice: BundleChoice; sizing: Sizing }) {
  const { options, budget } = choice;
  return (
    <div className={styles.bundles}>
      <p className={styles.choiceIntro}>
        {options.length === 1
          ? "Only one bundle in our shop fits this load and backup."
          : `${countWords[options.length] ?? options.length} bundles from our shop to choose from, by backup and price.`}
        {budget !== null && choice.nothingWithinBudget ? ` Nothing in stock comes within your budget of ${formatRupees(budget)}.` : ""}
      </p>
      <ol className={styles.options}>
        {options.map((option, index) => (
          <li key={`${option.inverter.id}-${option.battery?.product.id ?? 0}-${option.battery?.units ?? 0}`}>
            <Bundle found={option} sizing={sizing} budget={budget} position={index} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function Bundle({ found, sizing, budget, position }: { found: BundleOption; sizing: Sizing; budget: number | null; position: number }) {
  const navigate = useNavigate();
  const titleId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { inverter, battery, rating } = found;
  const both = battery !== null;

  const addAll = () => {
    const refused = updateCart((cart) => {
      const withInverter = addToCart(cart, inverter, 1);
      return withInverter.refusal || !battery ? withInverter : addToCart(withInverter.cart, battery.product, battery.units);
    });
    if (refused) setRefusal(refused.message);
    else void navigate(paths.cart);
  };

  const inverterDetail =
    rating.builtInWh !== null
      ? `${formatWhole(rating.va)} VA with a built-in ${formatWhole(rating.builtInWh)} Wh battery: no separate battery needed.`
      : `${formatWhole(rating.va)} VA, for a ${formatHours(rating.systemVolts ?? 0)} V battery bank.`;
  const hours = formatHours(found.backupHours);
  const asked = formatHours(sizing.hours);
  return (
    <article className={position === 0 ? `${styles.bundle} ${styles.firstBundle}` : styles.bundle} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.bundleTitle}>
        {found.reasons.map((reason) => BUNDLE_REASON_WORDS[reason]).join(" · ")}
      </h3>
      <p className={`${styles.total} ${styles.summary}`}>
        <span>{`About ${hours} hours · ${both ? "bundle total" : "total"}`}</span> <strong>{formatRupees(found.totalRupees)}</strong>
      </p>
      <p className={found.coversHours ? styles.backup : styles.short}>
        {found.coversHours
          ? `Usable energy ${formatWhole(found.usableWh)} Wh: about ${hours} hours at this load (you asked for ${asked}).`
          : `Usable energy ${formatWhole(found.usableWh)} Wh: about ${hours} hours at this load, less than the ${asked} you asked for.`}
      </p>
      <ul className={styles.picks}>
        <ProductPick product={inverter} units={1} part="Inverter" detail={inverterDetail} />
        {battery ? (
          <ProductPick
            product={battery.product}
            units={battery.units}
            part={battery.units > 1 ? `Battery bank: ${battery.units} in parallel` : "Battery"}
            detail={`${formatHours(battery.rating.volts)} V, ${formatWhole(battery.rating.wh)} Wh each${battery.units > 1 ? `, ${formatWhole(battery.totalWh)} Wh in all` : ""}.`}
          />
        ) : null}
      </ul>
      {sizing.surgeFrom ? (
        <p className={styles.note}>
          {rating.surgeVA === null
            ? `Our catalogue does not list this inverter's surge rating. If the ${inSentence(sizing.surgeFrom.name)} struggles to start, ask us: the starting surge here is about ${formatWhole(sizing.surgeVA)} VA.`
            : `Surge rating ${formatWhole(rating.surgeVA)} VA, above the ${formatWhole(sizing.surgeVA)} VA the ${inSentence(sizing.surgeFrom.name)} needs to start.`}
        </p>
      ) : null}
      {found.inStock ? null : <p className={styles.outOfStock}>Nothing that fits is in stock in the quantity needed just now. Ask us for a quote and we will tell you when it is.</p>}
      {budget !== null ? (
        <p className={found.withinBudget ? styles.inBudget : styles.overBudget}>
          {found.withinBudget ? `Within your budget of ${formatRupees(budget)}.` : `${formatRupees(found.totalRupees - budget)} above your budget of ${formatRupees(budget)}.`}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.primaryButton} onClick={addAll} disabled={!found.inStock} aria-describedby={titleId}>
          {both ? "Add both to cart" : "Add to cart"}
        </button>
        {refusal ? <FormStatus kind="error">{refusal}</FormStatus> : null}
        <noscript>
          <p className={styles.note}>The cart is kept in your browser: turn on JavaScript to add these to it, or open each product&apos;s page above.</p>
        </noscript>
      </div>
    </article>
  );
}

function NothingFits({ found, sizing }: { found: NoFit | null; sizing: Sizing }) {
  const why =
    found?.reason === "too-big"
      ? `This load needs at least ${formatWhole(sizing.requiredVA)} VA; our largest inverter in the shop is ${formatWhole(found.biggestVA ?? 0)} VA.`
      : found?.reason === "surge"
        ? `Every inverter in the shop of at least ${formatWhole(sizing.requiredVA)} VA has a surge rating below the ${formatWhole(sizing.surgeVA)} VA ${sizing.surgeFrom ? `the ${inSentence(sizing.surgeFrom.name)} needs` : "this load needs"} to start.`
        : found?.reason === "no-battery"
          ? `No inverter in the shop of at least ${formatWhole(sizing.requiredVA)} VA has a battery of its voltage that holds ${formatWhole(sizing.requiredWh)} Wh, even with ${MAX_PARALLEL_BATTERIES} in parallel.`
          : "None of the shop's inverters lists a rating we can read.";
  return (
    <div className={styles.problem}>
      <p>
        <strong>Nothing in the shop fits this load.</strong> {why}
      </p>
      <p>A larger system can be built for you: ask for a quote with these figures, or reduce the load or the hours.</p>
    </div>
  );
}

function ShareLink({ query }: { query: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<string | null>(null);
  const linkId = useId();
  const href = `${paths.loadCalculator}?${query}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(href, window.location.href).href);
      setCopied("Link copied.");
    } catch {
      setCopied("Could not copy: press and hold the link to copy it.");
    }
  };
  return (
    <div className={styles.share}>
      <p id={linkId} className={styles.note}>
        This result has its own address: <a href={href}>link to this result</a>.
      </p>
      {hydrated ? (
        <button type="button" className={styles.secondaryButton} onClick={() => void copy()} aria-describedby={linkId}>
          Copy link
        </button>
      ) : null}
      <p role="status" className={styles.note}>
        {copied}
      </p>
    </div>
  );
}

function Workings({ sizing }: { sizing: Sizing }) {
  const w = formatWhole;
  return (
    <details className={styles.workings} open>
      <summary className={styles.workingsTitle}>How we worked it out</summary>
      <ol className={styles.formulas}>
        <li>
          Running load = sum of (how many × watts each) = <strong>{w(sizing.runningWatts)} W</strong>, everything on at once.
        </li>
        <li>
          Starting surge = running load + the largest start{" "}
          {sizing.surgeFrom ? `(a ${inSentence(sizing.surgeFrom.name)} adds ${w(sizing.surgeFrom.extraWatts)} W for a moment)` : "(none of these has a motor start)"} = {w(sizing.surgeWatts)} W ÷ {POWER_FACTOR} power factor ={" "}
          <strong>{w(sizing.surgeVA)} VA</strong>.
        </li>
        <li>
          Inverter = {w(sizing.runningWatts)} W ÷ {POWER_FACTOR} power factor × {1 + HEADROOM} ({percent(HEADROOM)} headroom) = <strong>{w(sizing.requiredVA)} VA</strong>.
        </li>
        <li>
          Battery = {w(sizing.runningWatts)} W × {formatHours(sizing.hours)} h = {w(sizing.loadWh)} Wh, ÷ {INVERTER_EFFICIENCY} inverter efficiency ÷ {DEPTH_OF_DISCHARGE} depth of discharge ={" "}
          <strong>{w(sizing.requiredWh)} Wh</strong> rated.
        </li>
      </ol>
      <h3 className={styles.assumptionsTitle}>Assumptions</h3>
      <ul className={styles.assumptions}>
        <li>Power factor {POWER_FACTOR}: household loads draw about 80% of their VA as real power.</li>
        <li>{percent(HEADROOM)} headroom, so the inverter never runs flat out.</li>
        <li>
          Starting surge: a refrigerator, AC or pump draws about 3 times its running power for a moment, an air cooler about twice; fans, lights, TVs and computers need no allowance. One motor starts at a time.
        </li>
        <li>
          LiFePO4 batteries are used to {percent(DEPTH_OF_DISCHARGE)} of their rated energy; {percent(INVERTER_EFFICIENCY)} of it reaches your appliances (our inverters reach up to 98%, less at light loads).
        </li>
        <li>
          We suggest the smallest inverter of at least the VA above, in stock first, and a battery of its system voltage (within {percent(VOLTAGE_TOLERANCE)}: a 48 V inverter takes 48 V and 51.2 V banks), up to{" "}
          {MAX_PARALLEL_BATTERIES} of one model in parallel. A unit with a built-in battery is suggested alone when that battery is enough. Beside it, a longer backup: the lowest-priced bundle in stock
          that runs at least {LONGER_BACKUP_FACTOR} times as long; and, when you give a budget, a bundle within it (the cheapest that covers your hours, or else the one that runs longest).
        </li>
        <li>Real appliances differ: check the watts on their labels. An inverter AC or BLDC fan draws less than the typical figure.</li>
      </ul>
    </details>
  );
}
