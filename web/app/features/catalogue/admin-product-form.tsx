import {
  type AdminProduct,
  type AdminProductInput,
  AdminProductInputSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  productAdminMessages,
} from "@urjavolt/contract/catalogue-admin";
import { BATTERY_TYPES, CATEGORIES, type CategoryId } from "@urjavolt/contract/catalogue-rules";
import { formatRupees } from "@urjavolt/contract/money";
import { GST_RATES, defaultTaxClass } from "@urjavolt/contract/invoices";
import { site } from "@urjavolt/contract/site";
import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { AdminNotice } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { SelectField, TextAreaField, TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { apiFieldErrors, failureText, focusFirstError } from "../../lib/admin-forms";
import styles from "./admin-catalogue.module.css";
import { paths } from "@urjavolt/contract/paths";
import { fieldErrors } from "@urjavolt/contract/form-rules";

type Pair = { key: number; name: string; value: string };

type FormState = {
  model: string;
  name: string;
  category: CategoryId;
  brand: string;
  description: string;
  price: string;
  discountedPrice: string;
  stock: string;
  capacity: string;
  batteryType: string;
  warranty: string;
  warrantyMonths: string;
  features: string;
  inTheBox: string;
  specifications: Pair[];
  additionalInfo: Pair[];
  dimensions: string;
  weight: string;
  images: string[];
  madeInIndia: boolean;
  isNew: boolean;
  bestSeller: boolean;
  hsnCode: string;
  /** The select's value: one of GST_RATES, as text. */
  gstRatePercent: string;
};

let pairKey = 0;
const pairsOf = (record: Record<string, string>): Pair[] => Object.entries(record).map(([name, value]) => ({ key: ++pairKey, name, value }));
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const amount = (text: string) => (text.trim() === "" ? undefined : Number(text));

function stateOf(product: AdminProduct | null): FormState {
  const category = product?.category ?? CATEGORIES[0].id;
  // A new product starts with its category's usual tax class; staff change it where it differs.
  const taxClass = product ?? defaultTaxClass(category);
  return {
    model: product?.model ?? "",
    name: product?.name ?? "",
    category,
    brand: product?.brand ?? site.brand,
    description: product?.description ?? "",
    price: product ? String(product.price) : "",
    discountedPrice: product ? String(product.discountedPrice) : "",
    stock: product ? String(product.stock) : "0",
    capacity: product?.capacity ?? "",
    batteryType: product?.batteryType ?? "",
    warranty: product?.warranty ?? "",
    warrantyMonths: product ? String(product.warrantyMonths) : "",
    features: (product?.features ?? []).join("\n"),
    inTheBox: (product?.inTheBox ?? []).join("\n"),
    specifications: pairsOf(product?.specifications ?? {}),
    additionalInfo: pairsOf(product?.additionalInfo ?? {}),
    dimensions: product?.dimensions ?? "",
    weight: product?.weight ?? "",
    images: product?.images ?? [],
    madeInIndia: product?.madeInIndia ?? true,
    isNew: product?.isNew ?? false,
    bestSeller: product?.bestSeller ?? false,
    hsnCode: taxClass.hsnCode,
    gstRatePercent: String(taxClass.gstRatePercent),
  };
}

/** The pairs as a record; a value without a name is an error on that list. */
function recordOf(pairs: Pair[], field: string, errors: Record<string, string>): Record<string, string> {
  const record: Record<string, string> = {};
  for (const pair of pairs) {
    const name = pair.name.trim();
    if (!name && !pair.value.trim()) continue;
    if (!name) errors[field] ??= "Every value needs a name";
    else if (name in record) errors[field] ??= `"${name}" is listed twice`;
    else record[name] = pair.value.trim();
  }
  return record;
}

/**
 * Every field of a product (docs/architecture.md, Staff console): prices in rupees, stock, flags, the tax invoice's HSN code
 * and GST rate, features, specifications, images (uploads once the product exists). Saving changes the shop at once.
 */
export function AdminProductForm({ product }: { product: AdminProduct | null }) {
  const [state, setState] = useState(() => stateOf(product));
  const [saved, setSaved] = useState(product);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: "status" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setState((current) => ({ ...current, [key]: value }));
  /** The tax class follows the category while it is still the old category's usual one. */
  const changeCategory = (category: CategoryId) =>
    setState((current) => {
      const usual = defaultTaxClass(current.category);
      const untouched = current.hsnCode === usual.hsnCode && current.gstRatePercent === String(usual.gstRatePercent);
      const next = defaultTaxClass(category);
      return { ...current, category, ...(untouched && { hsnCode: next.hsnCode, gstRatePercent: String(next.gstRatePercent) }) };
    });
  const text = (key: keyof FormState) => ({
    name: key,
    value: state[key] as string,
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value as never),
    error: errors[key],
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const found: Record<string, string> = {};
    const candidate = {
      model: state.model,
      name: state.name,
      category: state.category,
      brand: state.brand,
      description: state.description,
      price: amount(state.price),
      discountedPrice: amount(state.discountedPrice),
      stock: amount(state.stock),
      images: state.images,
      capacity: state.capacity,
      batteryType: state.batteryType,
      warranty: state.warranty,
      warrantyMonths: amount(state.warrantyMonths),
      features: lines(state.features),
      specifications: recordOf(state.specifications, "specifications", found),
      additionalInfo: recordOf(state.additionalInfo, "additionalInfo", found),
      dimensions: state.dimensions.trim() || null,
      weight: state.weight.trim() || null,
      inTheBox: lines(state.inTheBox),
      madeInIndia: state.madeInIndia,
      isNew: state.isNew,
      bestSeller: state.bestSeller,
      // Often written "8507 60 00" or "8507.60.00"; the invoice wants the digits.
      hsnCode: state.hsnCode.replace(/[\s.]/g, ""),
      gstRatePercent: amount(state.gstRatePercent),
    };
    const parsed = AdminProductInputSchema.safeParse(candidate);
    const all = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...found };
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(all);
      setNotice({ tone: "error", text: "Please correct the marked fields." });
      focusFirstError(formRef.current, all);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const input: AdminProductInput = parsed.data;
      const result = saved
        ? await adminRequest<AdminProduct>(`products/${saved.id}`, { method: "PUT", json: input })
        : await adminRequest<AdminProduct>("products", { method: "POST", json: input });
      if (!saved) {
        navigate(`${paths.admin.product(result.id)}?created=1`, { replace: true });
        return;
      }
      setSaved(result);
      setState(stateOf(result));
      setNotice({ tone: "status", text: `${productAdminMessages.saved}: ${result.name} now sells at ${formatRupees(result.discountedPrice)}.` });
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      setErrors(fieldErrors);
      setNotice({ tone: "error", text: failureText(error, "Could not save the product") });
      focusFirstError(formRef.current, fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className={styles.form} aria-label={saved ? `Edit ${saved.name}` : "New product"}>
      {notice ? <AdminNotice tone={notice.tone}>{notice.text}</AdminNotice> : null}

      <fieldset className={styles.section}>
        <legend>Product</legend>
        <div className={styles.grid}>
          <TextField label="Model code" required maxLength={40} autoComplete="off" hint="On the product's label, e.g. UVI-1100" {...text("model")} />
          <TextField label="Name" required maxLength={200} autoComplete="off" {...text("name")} />
          <SelectField label="Category" required name="category" value={state.category} onChange={(e) => changeCategory(e.currentTarget.value as CategoryId)} error={errors.category}>
            {CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <TextField label="Brand" required maxLength={100} {...text("brand")} />
          <TextAreaField label="Description" required rows={5} className={styles.wide} maxLength={5000} {...text("description")} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Price and stock</legend>
        <div className={styles.grid}>
          <TextField label="Price (₹)" required inputMode="decimal" hint="The list price, before discount" {...text("price")} />
          <TextField label="Selling price (₹)" required inputMode="decimal" hint="What the shop charges; not above the price" {...text("discountedPrice")} />
          <TextField label="Stock" required inputMode="numeric" hint="Units on hand; 0 shows Out of Stock" {...text("stock")} />
        </div>
        <div className={styles.checks}>
          <Check label="Bestseller" checked={state.bestSeller} onChange={(value) => set("bestSeller", value)} name="bestSeller" />
          <Check label="New" checked={state.isNew} onChange={(value) => set("isNew", value)} name="isNew" />
          <Check label="Made in India" checked={state.madeInIndia} onChange={(value) => set("madeInIndia", value)} name="madeInIndia" />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Tax invoice</legend>
        <div className={styles.grid}>
          <TextField label="HSN code" required inputMode="numeric" autoComplete="off" maxLength={12} hint="4, 6 or 8 digits, printed on the tax invoice" {...text("hsnCode")} />
          <SelectField
            label="GST rate"
            required
            name="gstRatePercent"
            value={state.gstRatePercent}
            onChange={(e) => set("gstRatePercent", e.currentTarget.value)}
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
        <div className={styles.grid}>
          <TextField label="Capacity" maxLength={60} hint="e.g. 1100VA or 51.2V 100Ah" {...text("capacity")} />
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

      <PairEditor title="Specifications" field="specifications" pairs={state.specifications} onChange={(pairs) => set("specifications", pairs)} error={errors.specifications} />
      <PairEditor title="Additional information" field="additionalInfo" pairs={state.additionalInfo} onChange={(pairs) => set("additionalInfo", pairs)} error={errors.additionalInfo} />

      <ImageEditor
        product={saved}
        images={state.images}
        errors={errors}
        onChange={(images) => set("images", images)}
        onUploaded={(result) => {
          setSaved(result);
          set("images", result.images);
          setNotice({ tone: "status", text: "Image uploaded and added to the product." });
        }}
      />

      <div className={styles.formActions}>
        <button type="submit" className={adminStyles.button} disabled={busy}>
          {busy ? "Saving…" : saved ? "Save product" : "Create product"}
        </button>
        {saved ? (
          <a href={`/productDetail/${saved.id}`} className={adminStyles.buttonSecondary} target="_blank" rel="noreferrer">
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
      <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      {label}
    </label>
  );
}

/** Name and value rows (kept in the order shown), with add, remove and a message for the list. */
function PairEditor({ title, field, pairs, onChange, error }: { title: string; field: string; pairs: Pair[]; onChange: (pairs: Pair[]) => void; error?: string | undefined }) {
  const id = useId();
  const update = (key: number, change: Partial<Pair>) => onChange(pairs.map((pair) => (pair.key === key ? { ...pair, ...change } : pair)));
  return (
    <fieldset className={styles.section} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{title}</legend>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {pairs.length === 0 ? <p className={styles.hint}>None yet.</p> : null}
      <ol className={styles.pairs}>
        {pairs.map((pair, index) => (
          <li key={pair.key} className={styles.pair}>
            <label className={styles.pairField}>
              Name {index + 1}
              <input className={styles.input} data-field={index === 0 ? field : undefined} value={pair.name} maxLength={100} onChange={(e) => update(pair.key, { name: e.currentTarget.value })} />
            </label>
            <label className={styles.pairField}>
              Value {index + 1}
              <input className={styles.input} value={pair.value} maxLength={500} onChange={(e) => update(pair.key, { value: e.currentTarget.value })} />
            </label>
            <button type="button" className={adminStyles.buttonSecondary} onClick={() => onChange(pairs.filter((candidate) => candidate.key !== pair.key))}>
              Remove<span className="visually-hidden"> {pair.name || `row ${index + 1}`}</span>
            </button>
          </li>
        ))}
      </ol>
      <div>
        <button type="button" className={adminStyles.buttonSecondary} onClick={() => onChange([...pairs, { key: ++pairKey, name: "", value: "" }])}>
          Add a row<span className="visually-hidden"> to {title}</span>
        </button>
      </div>
    </fieldset>
  );
}

/** The product's images in order (first is the main one): reorder, remove, add a path, upload. */
function ImageEditor({
  product,
  images,
  errors,
  onChange,
  onUploaded,
}: {
  product: AdminProduct | null;
  images: string[];
  errors: Record<string, string>;
  onChange: (images: string[]) => void;
  onUploaded: (product: AdminProduct) => void;
}) {
  const [path, setPath] = useState("");
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const imageErrors = Object.entries(errors).filter(([key]) => key === "images" || key.startsWith("images."));
  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onChange(next);
  };

  const upload = async () => {
    const file = fileRef.current?.files?.[0];
    setUploadError(null);
    if (!product) return;
    if (!file) return setUploadError(productAdminMessages.imageRequired);
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) return setUploadError(productAdminMessages.imageTooLarge);
    const form = new FormData();
    form.append("image", file);
    setUploading(true);
    try {
      onUploaded(await adminRequest<AdminProduct>(`products/${product.id}/images`, { method: "POST", form }));
      if (fileRef.current) fileRef.current.value = "";
    } catch (error) {
      setUploadError(failureText(error, "Could not upload the image"));
    } finally {
      setUploading(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="product-images">
      <h2 id="product-images" className={styles.sectionTitle}>
        Images
      </h2>
      <p className={styles.hint}>The first image is the main one on the card and the product page. Reordering or removing takes effect when you save.</p>
      {imageErrors.map(([key, message]) => (
        <p key={key} className={styles.fieldError} role="alert">
          {key === "images" ? message : `Image ${Number(key.split(".")[1]) + 1}: ${message}`}
        </p>
      ))}
      {images.length === 0 ? <p className={styles.hint}>No images: the shop shows “Image Not Available”.</p> : null}
      <ol className={styles.images} data-field="images">
        {images.map((image, index) => (
          <li key={`${image}-${index}`} className={styles.image}>
            <img src={image} alt={index === 0 ? "Main view" : `View ${index + 1}`} loading="lazy" />
            <p className={styles.imagePath}>{image}</p>
            <div className={styles.imageActions}>
              {index > 0 ? (
                <button type="button" className={adminStyles.buttonSecondary} onClick={() => move(index, index - 1)}>
                  Move up<span className="visually-hidden"> image {index + 1}</span>
                </button>
              ) : null}
              <button type="button" className={adminStyles.buttonSecondary} onClick={() => onChange(images.filter((_, i) => i !== index))}>
                Remove<span className="visually-hidden"> image {index + 1}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.upload}>
        <TextField label="Add an image by its path on this site" name="imagePath" value={path} onChange={(e) => setPath(e.currentTarget.value)} placeholder="/images/products/…" />
        <button
          type="button"
          className={adminStyles.buttonSecondary}
          onClick={() => {
            if (path.trim()) onChange([...images, path.trim()]);
            setPath("");
          }}
        >
          Add path
        </button>
      </div>
      {product ? (
        <div className={styles.upload}>
          <TextField
            label="Upload an image"
            name="image"
            type="file"
            ref={fileRef}
            accept={PRODUCT_IMAGE_TYPES.join(",")}
            hint="JPEG, PNG or WebP, up to 5 MB. It is added last, at once."
            error={uploadError ?? undefined}
          />
          <button type="button" className={adminStyles.buttonSecondary} onClick={() => void upload()} disabled={uploading}>
            {uploading ? "Uploading…" : "Upload image"}
          </button>
        </div>
      ) : (
        <p className={styles.hint}>Create the product first; then you can upload images for it.</p>
      )}
    </section>
  );
}
