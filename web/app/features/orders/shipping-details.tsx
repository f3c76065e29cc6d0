import { MOBILE_INPUT_MAX, PINCODE_INPUT_MAX, cleanPincodeInput } from "@urjavolt/contract/form-rules";
import { CreateOrderRequestSchema } from "@urjavolt/contract/orders";
import { pincodeMessages } from "@urjavolt/contract/pincode";
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { TextField } from "../../components/form-field";
import type { RouteForm } from "../../lib/route-form";
import { type Place, usePincodeLookup } from "./use-pincode-lookup";
import styles from "./checkout.module.css";

export const emptyShipping = { full_name: "", mobile: "", email: "", address: "", pincode: "", city: "", state: "", gstin: "" };
export type ShippingValues = typeof emptyShipping;
/** The form's part of the create-order request: shipping details and the buyer's GSTIN (the cart and coupon come from elsewhere). */
export const CheckoutFormSchema = CreateOrderRequestSchema.omit({ product_data: true, coupon_code: true });

/** The server's field errors that belong to the shipping form. */
export function shippingErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key in emptyShipping));
}

/**
 * The shipping details card: name, contacts and address, the pincode that fills in the city and
 * state from the directory (docs/requirements/online-shop.md §4 Pincode (checkout)), and the
 * optional GSTIN. The Place Order button outside the card submits it through `formId`.
 */
export function ShippingDetails({
  form,
  formId,
  processing,
  headingRef,
  onSubmit,
}: {
  form: RouteForm<ShippingValues, typeof CheckoutFormSchema>;
  formId: string;
  processing: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  // City and state follow the pincode lookup; only what is there is cleared (so no error is wiped for nothing).
  const { setValue } = form;
  const valuesRef = useRef(form.values);
  useEffect(() => {
    valuesRef.current = form.values;
  });
  const applyPlace = useCallback(
    (place: Place | null) => {
      const next = place ?? { city: "", state: "" };
      if (valuesRef.current.city !== next.city) setValue("city", next.city);
      if (valuesRef.current.state !== next.state) setValue("state", next.state);
    },
    [setValue],
  );
  const lookup = usePincodeLookup(form.values.pincode, applyPlace);
  const placeLocked = lookup.status === "looking" || lookup.status === "found";
  const [pincodeHint, setPincodeHint] = useState<string>();

  const field = (name: Exclude<keyof ShippingValues, "gstin">) => ({ ...form.field(name), required: true });
  const pincodeError = form.errors.pincode ?? pincodeHint ?? (lookup.status === "unknown" || lookup.status === "failed" ? lookup.message : undefined);


  return (
    <section className={styles.card} aria-labelledby="shipping-title">
      <h2 id="shipping-title" className={styles.cardTitle} ref={headingRef} tabIndex={-1}>
        Shipping details
      </h2>
      <form id={formId} ref={form.formRef} noValidate onSubmit={onSubmit} aria-labelledby="shipping-title">
        <fieldset className={styles.fieldset} disabled={processing}>
          <legend className="visually-hidden">Where should we deliver your order?</legend>
          <div className={styles.fields}>
            <TextField label="Full name" autoComplete="name" maxLength={100} className={styles.wide} {...field("full_name")} />
            <TextField label="Mobile number" type="tel" inputMode="tel" autoComplete="tel-national" maxLength={MOBILE_INPUT_MAX} hint="10 digits" {...field("mobile")} />
            <TextField label="Email" type="email" autoComplete="email" maxLength={254} {...field("email")} />
            <TextField label="Street address" autoComplete="street-address" maxLength={300} className={styles.wide} {...field("address")} />
            <TextField
              label="Pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={PINCODE_INPUT_MAX}
              hint={lookup.status === "looking" ? "Looking up your city and state..." : "6 digits; we fill in the city and state."}
              {...field("pincode")}
              error={pincodeError}
              onChange={(event) => {
                setPincodeHint(undefined);
                form.setValue("pincode", cleanPincodeInput(event.currentTarget.value));
              }}
              onBlur={(event) => {
                const value = event.currentTarget.value;
                if (value.length > 0 && value.length < 6) setPincodeHint(pincodeMessages.invalid);
              }}
            />
            <TextField
              label="City"
              autoComplete="address-level2"
              maxLength={100}
              readOnly={placeLocked}
              hint={placeLocked ? "Filled in from the pincode." : undefined}
              {...field("city")}
            />
            <TextField
              label="State"
              autoComplete="address-level1"
              maxLength={100}
              readOnly={placeLocked}
              hint={placeLocked ? "Filled in from the pincode." : undefined}
              {...field("state")}
            />
            <TextField
              label="GSTIN"
              optionalNote="(optional, for a business invoice)"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={15}
              hint="15 characters, e.g. 03AAPFU0939F1Z5; leave blank if you have none."
              {...form.field("gstin")}
            />
          </div>
        </fieldset>
      </form>
    </section>

  );
}
