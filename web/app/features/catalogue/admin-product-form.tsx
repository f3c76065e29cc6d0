import { type AdminProduct, type AdminProductInput, AdminProductInputSchema, type AdminProductUpdate, AdminProductUpdateSchema, productAdminMessages } from "@urjavolt/contract/catalogue-admin";
import { BATTERY_TYPES, CATEGORIES, type CategoryId, batteryNeedOf, batteryNeedText } from "@urjavolt/contract/catalogue-rules";
import { GST_RATES } from "@urjavolt/contract/gst";
import { companyManufacturer, needsBisAndEpr } from "@urjavolt/contract/catalogue-declarations";
import { formatRupees } from "@urjavolt/contract/money";
import { paths } from "@urjavolt/contract/paths";
import { useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { SelectField, TextAreaField, TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import styles from "./admin-catalogue.module.css";
import { ImageEditor } from "./image-editor";
import { PairEditor } from "./pair-editor";
import { type ProductFields, type ProductLists, candidateOf, categoryChange, fieldsOf, listsOf } from "./product-form-state";

/**
 * Every field of a product (docs/architecture.md, Staff console): prices in rupees, flags, the tax invoice's HSN code
 * and GST rate, features, specifications, images (uploads once the product exists). Saving changes the shop at once.
 * A new product takes its opening stock here; after that the stock changes only by adjustments with a reason
 * (stock-ledger.tsx, decision 033), and a save names the version it edits, so a colleague's change or an image
 * uploaded meanwhile is never undone (the save is refused with a way to reload).
 * Its fields' state and checks are the site's one form layer (route-form.ts); the lists (specifications, images) are
 * kept beside them and go into what the schema checks. The console's pages are the browser's alone (decision 009).
 */
export function AdminProductForm({ product }: { product: AdminProduct | null }) {
  const [saved, setSaved] = useState(product);
  const [lists, setLists] = useState(() => listsOf(product));
  const listsNow = useRef(lists);
  listsNow.current = lists;
  const versionNow = useRef(saved?.version ?? null);
  versionNow.current = saved?.version ?? null;
  // Built once: the product a form edits is fixed for its life (a new one opens its own page once created).
  const [spec] = useState(() =>
    defineForm({
      name: "product",
      schema: product ? AdminProductUpdateSchema : AdminProductInputSchema,
      initial: fieldsOf(product),
      fallback: "",
      toInput: (fields: ProductFields) => candidateOf(fields, listsNow.current, versionNow.current).candidate,
    }),
  );
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const form = useConsoleForm(spec, {
    send: (input: AdminProductInput | AdminProductUpdate) =>
      saved ? adminRequest<AdminProduct>(`products/${saved.id}`, { method: "PUT", json: input }) : adminRequest<AdminProduct>("products", { method: "POST", json: input }),
    done: (result: AdminProduct): string | Promise<void> | void => {
      // A new product opens its own page, busy until it is there.
      if (!saved) return navigate(`${paths.admin.product(result.id)}?created=1`, { replace: true });
      setSaved(result);
      form.reset(fieldsOf(result));
      setLists(listsOf(result));
      return `${productAdminMessages.saved}: ${result.name} now sells at ${formatRupees(result.discountedPrice)}.`;
    },
    failure: "Could not save the product",
    invalid: "Please correct the marked fields.",
    check: (): Record<string, string> => candidateOf(form.values, lists, versionNow.current).errors,
    keep: true,
  });
  const { values, errors, notice, setNotice } = form;
  // A declaration may wait while the product is written, but the shop needs it to sell (decision 051).
  const toSell = "(needed to sell)";
  const bisAndEpr = needsBisAndEpr(values.category) ? toSell : "(not for accessories)";
  // A colleague saved the product meanwhile: the save was refused, with a way to load theirs.
  const stale = notice?.tone === "error" && notice.text === productAdminMessages.changedMeanwhile;

  const setList = <K extends keyof ProductLists>(key: K, value: ProductLists[K]) => setLists((current) => ({ ...current, [key]: value }));
  const changeCategory = (category: CategoryId) => {
    for (const [name, value] of Object.entries(categoryChange(values, category))) form.setValue(name as keyof ProductFields, value);
  };
  const text = (name: keyof ProductFields) => form.field(name);
  const check = (name: "isNew" | "madeInIndia" | "declarationsDemo" | "installation") => ({ name, checked: values[name] === "true", onChange: (ticked: boolean) => form.setValue(name, ticked ? "true" : "") });

  return (
    <form {...form.formProps} className={styles.form} aria-label={saved ? `Edit ${saved.name}` : "New product"}>
      <ConsoleNotice notice={notice} />
      {stale ? (
        <p>
          <button type="button" className={adminStyles.buttonSecondary} onClick={() => void revalidator.revalidate()}>
            Reload the product
          </button>
        </p>
      ) : null}

      <fieldset className={styles.section}>
        <legend>Product</legend>
        <div className={adminStyles.formGrid}>
          <TextField label="Model code" required maxLength={40} autoComplete="off" hint="On the product's label, e.g. UVI-1100" {...text("model")} />
          <TextField label="Name" required maxLength={200} autoComplete="off" {...text("name")} />
          <SelectField label="Category" required name="category" value={values.category} onChange={(e) => changeCategory(e.currentTarget.value as CategoryId)} error={errors.category}>
            {CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <TextField label="Brand" required maxLength={100} {...text("brand")} />
          <TextAreaField label="Description" required rows={5} className={adminStyles.formWide} maxLength={5000} {...text("description")} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{saved ? "Price" : "Price and stock"}</legend>
        <div className={adminStyles.formGrid}>
          <TextField label="Price (₹)" required inputMode="decimal" hint="The list price, before discount" {...text("price")} />
          <TextField label="Selling price (₹)" required inputMode="decimal" hint="What the shop charges; not above the price" {...text("discountedPrice")} />
          {saved ? null : <TextField label="Opening stock" required inputMode="numeric" hint="Units on hand; 0 shows Out of Stock. Later changes are recorded with a reason." {...text("stock")} />}
        </div>
        <div className={styles.checks}>
          <Check label="New" {...check("isNew")} />
          <Check label="Made in India" {...check("madeInIndia")} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Installation</legend>
        <div className={styles.checks}>
          <Check label="Checkout offers installation by our technician" {...check("installation")} />
        </div>
        {values.installation === "true" ? (
          <div className={adminStyles.formGrid}>
            <TextField label="Installation fee per unit (₹)" required inputMode="decimal" hint="GST included; 0 is free. Shown on the product page and at checkout." {...text("installationFee")} />
          </div>
        ) : null}
      </fieldset>

      {values.category === "inverter" ? (
        <fieldset className={styles.section}>
          <legend>Battery</legend>
          <div className={adminStyles.formGrid}>
            <SelectField
              label="Battery"
              required
              name="battery"
              value={values.battery}
              onChange={form.onChange}
              error={errors.battery}
              hint="The shop's cards, product page and cart say this, and offer a compatible battery with a separate bank"
            >
              <option value="">Choose…</option>
              <option value="built-in">Built in (in the unit)</option>
              <option value="external">Separate battery bank (not included)</option>
            </SelectField>
            {values.battery === "external" ? (
              <TextField label="Bank voltage (V)" required inputMode="decimal" autoComplete="off" hint="The nominal voltage of the bank it takes, e.g. 48, 96 or 120" {...text("batteryBankVolts")} />
            ) : null}
          </div>
          {values.battery ? (
            <p className={styles.batteryPreview}>
              Shoppers read: <strong>{batteryNeedText(batteryNeedOf(values.battery as "built-in" | "external", Number(values.batteryBankVolts) || null)) ?? "Needs a battery bank (not included)"}</strong>
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <fieldset className={styles.section}>
        <legend>Tax invoice</legend>
        <div className={adminStyles.formGrid}>
          <TextField label="HSN code" required inputMode="numeric" autoComplete="off" maxLength={12} hint="4, 6 or 8 digits, printed on the tax invoice" {...text("hsnCode")} />
          <SelectField
            label="GST rate"
            required
            name="gstRatePercent"
            value={values.gstRatePercent}
            onChange={form.onChange}
            error={errors.gstRatePercent}
            hint="Shop prices include GST"
          >
            {GST_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate}%
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Details</legend>
        <div className={adminStyles.formGrid}>
          <TextField label="Capacity" maxLength={60} hint="e.g. 1100VA or 51.2V 100Ah" {...text("capacity")} />
          <TextField
            label="Surge rating (VA)"
            inputMode="numeric"
            maxLength={12}
            autoComplete="off"
            hint="Inverters only: the starting (surge) rating from the data sheet, e.g. 7000. The load calculator checks a motor's start against it; left empty, it reads a Surge capacity specification, if any."
            {...text("surgeVA")}
          />
          <TextField label="Battery type" maxLength={60} list="battery-types" {...text("batteryType")} />
          <datalist id="battery-types">
            {BATTERY_TYPES.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
          <TextField label="Warranty" required maxLength={100} hint="As shoppers read it, e.g. 5 Years" {...text("warranty")} />
          <TextField label="Warranty months" required inputMode="numeric" hint="Used to compute warranty expiry" {...text("warrantyMonths")} />
          <TextField label="Dimensions" maxLength={200} {...text("dimensions")} />
          <TextField label="Weight" maxLength={100} {...text("weight")} />
          <TextAreaField label="Features" rows={5} hint="One per line" {...text("features")} />
          <TextAreaField label="In the box" rows={5} hint="One per line" {...text("inTheBox")} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Declarations</legend>
        <p className={styles.sectionHint}>
          The product page shows these with the MRP (the price above, inclusive of all taxes), the dimensions and weight, and the company's consumer care, as the Legal Metrology (Packaged
          Commodities) Rules 2011 (rule 6(10)) and the E-Commerce Rules 2020 ask. Until every one is filled in, the dashboard lists this product under "Before you can sell".
        </p>
        {saved && saved.missingDeclarations.length > 0 ? (
          <p className={styles.declarationsMissing} role="note">
            Still missing: {saved.missingDeclarations.join(", ")}.
          </p>
        ) : null}
        {values.declarationsDemo === "true" ? (
          <div className={styles.demoNotice} role="note">
            <p>
              <strong>Demo values.</strong> These declarations were invented for the demo catalogue: the BIS R-number and EPR registration belong to nobody. Put your own in, then untick
              the box.
            </p>
            <div className={styles.checks}>
              <Check label="Demo values" {...check("declarationsDemo")} />
            </div>
          </div>
        ) : null}
        <div className={adminStyles.formGrid}>
          <TextField label="Generic name" optionalNote={toSell} maxLength={120} hint="What it is, e.g. Lithium-ion (LiFePO4) inverter battery" {...text("genericName")} />
          <TextField label="Net quantity" optionalNote={toSell} maxLength={60} hint="e.g. 1 N (one unit)" {...text("netQuantity")} />
          <TextField label="Country of origin" optionalNote={toSell} maxLength={60} list="countries" hint="Where it was made, e.g. India" {...text("countryOfOrigin")} />
          <datalist id="countries">
            <option value="India" />
            <option value="China" />
          </datalist>
          <TextField
            label="Manufacturer's name"
            optionalNote="(if another company makes it)"
            maxLength={200}
            hint={`Leave empty when ${companyManufacturer.name} makes it (${companyManufacturer.address})`}
            {...text("manufacturerName")}
          />
          <TextAreaField label="Manufacturer's address" optionalNote="(with its name)" rows={2} maxLength={400} {...text("manufacturerAddress")} />
          <TextField label="Importer's name" optionalNote="(if made abroad)" maxLength={200} hint="Required when the country of origin is not India" {...text("importerName")} />
          <TextAreaField label="Importer's address" optionalNote="(if made abroad)" rows={2} maxLength={400} {...text("importerAddress")} />
          <TextField label="BIS standard" optionalNote={bisAndEpr} maxLength={100} hint="e.g. IS 16046 (Part 2) : 2018 for lithium batteries; not needed for accessories" {...text("bisStandard")} />
          <TextField label="BIS R-number" optionalNote={bisAndEpr} maxLength={10} autoComplete="off" hint="R- and eight digits, from the BIS registration certificate" {...text("bisRegistration")} />
          <TextField
            label="EPR registration number"
            optionalNote={bisAndEpr}
            maxLength={80}
            autoComplete="off"
            hint="From the CPCB portal (Battery Waste Management or E-Waste Rules 2022); shown as text and as a QR code"
            {...text("eprRegistration")}
          />
        </div>
      </fieldset>

      <PairEditor title="Specifications" field="specifications" pairs={lists.specifications} onChange={(pairs) => setList("specifications", pairs)} error={errors.specifications} />
      <PairEditor title="Additional information" field="additionalInfo" pairs={lists.additionalInfo} onChange={(pairs) => setList("additionalInfo", pairs)} error={errors.additionalInfo} />

      <ImageEditor
        product={saved}
        images={lists.images}
        errors={errors}
        onChange={(images) => setList("images", images)}
        onUploaded={(result) => {
          setSaved(result);
          setList("images", result.images);
          setNotice({ tone: "status", text: "Image uploaded and added to the product." });
        }}
      />

      <div className={styles.formActions}>
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          {saved ? "Save product" : "Create product"}
        </SubmitButton>
        {saved ? (
          <a href={paths.product(saved.id)} className={adminStyles.buttonSecondary} target="_blank" rel="noreferrer">
            View in shop<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </form>
  );
}

function Check({ label, name, checked, onChange }: { label: string; name: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className={styles.check}>
      {/* value "true": the form layer reads a ticked box by its value as the page hydrates (before-hydration.ts). */}
      <input type="checkbox" name={name} value="true" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      {label}
    </label>
  );
}
