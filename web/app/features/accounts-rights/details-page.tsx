import { ADDRESSES_MAX, type AccountDetails, type SavedAddress, detailsPurposes, rightsMessages } from "@urjavolt/contract/accounts-rights";
import { formatIndiaDate } from "@urjavolt/contract/dates";
import { EMAIL_MAX, MOBILE_INPUT_MAX, PINCODE_INPUT_MAX } from "@urjavolt/contract/form-rules";
import { paths } from "@urjavolt/contract/paths";
import { Form, Link } from "react-router";
import { FormStatus, TextField } from "../../components/form-field";
import formCard from "../../components/form-card.module.css";
import { FORM_NAME_FIELD } from "../../lib/form-reply";
import { useRouteForm } from "../../lib/route-form";
import { addressForm, profileForm } from "./rights-forms";
import styles from "./accounts-rights.module.css";

/** "+91 98140 55667" */
export const shownMobile = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/**
 * The customer's details and data (decision 053): the name, e-mail and addresses the account keeps
 * (each with the reason it is kept), a copy of everything held, and the ways to a new mobile number
 * and to erasure.
 */
export function DetailsPage({ details, editing, notice }: { details: AccountDetails; editing: SavedAddress | null; notice: string | null }) {
  return (
    <div className={styles.page}>
      {notice ? <FormStatus kind="success">{notice}</FormStatus> : null}
      <ProfileCard details={details} />
      <AddressesCard details={details} editing={editing} />
      <DownloadCard />
      <MobileCard details={details} />
      <section className={formCard.card} aria-labelledby="account-erase">
        <h2 id="account-erase" className={formCard.title}>
          Erase your account
        </h2>
        <p className={styles.muted}>
          We remove your account, details, addresses and devices at once, and take your name and contact off every record the law does not make us keep. You see exactly
          what goes and what stays, and why, before you confirm.
        </p>
        <p className={styles.linkLine}>
          <Link to={paths.accountErase}>See what erasure removes and keeps</Link>
        </p>
      </section>
    </div>
  );
}

function ProfileCard({ details }: { details: AccountDetails }) {
  const form = useRouteForm(profileForm, { action: paths.accountDetails, anchor: "profile-form", lookup: true, prefill: { name: details.name ?? "", email: details.email ?? "" } });
  return (
    <form id="profile-form" className={formCard.card} {...form.formProps} aria-labelledby="profile-title">
      <input type="hidden" name={FORM_NAME_FIELD} value={profileForm.name} />
      <h2 id="profile-title" className={formCard.title}>
        Your details
      </h2>
      <ul className={styles.reasons}>
        <li>{detailsPurposes.name}</li>
        <li>{detailsPurposes.email}</li>
      </ul>
      <div className={formCard.fields}>
        <TextField label="Name" autoComplete="name" maxLength={100} {...form.field("name")} />
        <TextField label="E-mail" type="email" autoComplete="email" maxLength={EMAIL_MAX} {...form.field("email")} />
      </div>
      <p className={styles.muted}>{detailsPurposes.invoices}</p>
      {form.outcome?.status === "done" ? <FormStatus kind="success">{rightsMessages.detailsSaved}</FormStatus> : null}
      {form.outcome?.status === "refused" ? <FormStatus kind="error">{form.outcome.message}</FormStatus> : null}
      <button type="submit" className={styles.submit} disabled={form.sending}>
        {form.sending ? "Saving..." : "Save your details"}
      </button>
    </form>
  );
}

function AddressesCard({ details, editing }: { details: AccountDetails; editing: SavedAddress | null }) {
  const full = details.addresses.length >= ADDRESSES_MAX;
  return (
    <section className={formCard.card} aria-labelledby="account-addresses">
      <h2 id="account-addresses" className={formCard.title}>
        Saved addresses
      </h2>
      <p className={formCard.intro}>{detailsPurposes.addresses}</p>
      {details.addresses.length === 0 ? (
        <p className={styles.muted}>No saved addresses yet.</p>
      ) : (
        <ul className={styles.records}>
          {details.addresses.map((address) => (
            <li key={address.id} className={styles.record}>
              <strong>{address.full_name}</strong>
              <span>
                {address.address}, {address.city}, {address.state} {address.pincode}
              </span>
              <span className={styles.muted}>Phone {shownMobile(address.mobile)}</span>
              <div className={styles.actions}>
                <Link className={styles.secondary} to={`${paths.accountDetails}?edit=${address.id}#address-form`} aria-label={`Edit the address of ${address.full_name}, ${address.city}`}>
                  Edit
                </Link>
                <Form method="post" action={`${paths.accountDetails}#account-addresses`}>
                  <input type="hidden" name={FORM_NAME_FIELD} value="address-delete" />
                  <input type="hidden" name="id" value={address.id} />
                  <button type="submit" className={styles.secondary} aria-label={`Delete the address of ${address.full_name}, ${address.city}`}>
                    Delete
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <AddressForm key={editing.id} editing={editing} /> : full ? <p className={styles.muted}>{rightsMessages.addressesFull}</p> : <AddressForm key="new" editing={null} />}
    </section>
  );
}

function AddressForm({ editing }: { editing: SavedAddress | null }) {
  const prefill = editing
    ? { id: String(editing.id), full_name: editing.full_name, mobile: editing.mobile, address: editing.address, city: editing.city, state: editing.state, pincode: editing.pincode }
    : {};
  const form = useRouteForm(addressForm, { action: paths.accountDetails, anchor: "address-form", prefill });
  return (
    <form id="address-form" className={styles.subform} {...form.formProps} aria-labelledby="address-form-title">
      <input type="hidden" name={FORM_NAME_FIELD} value={addressForm.name} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <h3 id="address-form-title" className={styles.subtitle}>
        {editing ? "Edit this address" : "Add an address"}
      </h3>
      <div className={formCard.fields}>
        <TextField label="Full name" required autoComplete="name" maxLength={100} {...form.field("full_name")} />
        <TextField label="Phone" required type="tel" inputMode="tel" autoComplete="tel-national" maxLength={MOBILE_INPUT_MAX} hint="10-digit mobile number for the courier." {...form.field("mobile")} />
        <TextField label="Address" required autoComplete="street-address" maxLength={300} className={formCard.wide} {...form.field("address")} />
        <TextField label="Pincode" required inputMode="numeric" autoComplete="postal-code" maxLength={PINCODE_INPUT_MAX} {...form.field("pincode")} />
        <TextField label="City" required autoComplete="address-level2" maxLength={100} {...form.field("city")} />
        <TextField label="State" required autoComplete="address-level1" maxLength={100} {...form.field("state")} />
      </div>
      {form.outcome?.status === "done" ? <FormStatus kind="success">{rightsMessages.addressSaved}</FormStatus> : null}
      {form.outcome?.status === "refused" ? <FormStatus kind="error">{form.outcome.message}</FormStatus> : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={form.sending}>
          {form.sending ? "Saving..." : editing ? "Save this address" : "Save the address"}
        </button>
        {editing ? (
          <Link className={styles.secondary} to={`${paths.accountDetails}#account-addresses`}>
            Cancel
          </Link>
        ) : null}
      </div>
    </form>
  );
}

function DownloadCard() {
  return (
    <section className={formCard.card} aria-labelledby="account-download">
      <h2 id="account-download" className={formCard.title}>
        A copy of your data
      </h2>
      <p className={formCard.intro}>
        Everything we hold about you: your account and devices, details and addresses, message consents, and the orders, warranty registrations and service requests that
        carry your verified number, with their lines, visits and messages. Each download is noted in the log of your requests.
      </p>
      <div className={styles.actions}>
        <a className={styles.submit} href={paths.accountExportPdf} download>
          Download as PDF
        </a>
        <a className={styles.secondary} href={paths.accountExportJson} download>
          Download as JSON
        </a>
      </div>
      <p className={styles.muted}>The PDF is for reading; the JSON holds the same data for another program to read.</p>
    </section>
  );
}

function MobileCard({ details }: { details: AccountDetails }) {
  return (
    <section className={formCard.card} aria-labelledby="account-mobile">
      <h2 id="account-mobile" className={formCard.title}>
        {details.mobile ? "Your mobile number" : "Your sign-in e-mail"}
      </h2>
      <p className={formCard.intro}>
        {details.mobile ? shownMobile(details.mobile) : details.signInEmail}: verified with a code, it signs you in and finds your records.
      </p>
      {details.formerMobiles.length > 0 ? (
        <ul className={styles.reasons}>
          {details.formerMobiles.map((former) => (
            <li key={former.mobile}>
              Before: {shownMobile(former.mobile)}, until {formatIndiaDate(former.until)}. Records made under it until then still show in your account.
            </li>
          ))}
        </ul>
      ) : null}
      {details.mobile ? (
        <p className={styles.linkLine}>
          <Link to={paths.accountMobile}>Change your mobile number</Link>
        </p>
      ) : (
        <p className={styles.muted}>An account made with an e-mail address keeps it; sign in with your mobile number for an account of that number.</p>
      )}
    </section>
  );
}
