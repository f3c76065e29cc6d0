import { site } from "@urjavolt/contract/site";
import type { StoreResult, StoreSearchResult } from "@urjavolt/contract/stores";
import { ALL_CATEGORIES_LABEL, STORE_CATEGORIES, directionsUrl, telHref } from "@urjavolt/contract/stores-rules";
import { Form, Link, useNavigation } from "react-router";
import { ExternalLink } from "../../components/external-link";
import { ClockIcon, MapPinIcon, PhoneIcon } from "../../components/icons";
import { paths } from "@urjavolt/contract/paths";
import styles from "./store-locator.module.css";

/**
 * The search form: a plain GET form, so a search works before (or without) JavaScript; once
 * hydrated, React Router submits it as a navigation and only the store data is fetched.
 */
function SearchForm({ q, category }: { q: string; category: string }) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === paths.storeLocator;
  return (
    <Form method="get" action={paths.storeLocator} className={styles.form} role="search" key={`${q}|${category}`}>
      <div className={styles.field}>
        <label htmlFor="store-q" className={styles.label}>
          Pincode or city
        </label>
        <input
          id="store-q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Enter pincode or city"
          maxLength={100}
          className={styles.control}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="store-category" className={styles.label}>
          Category
        </label>
        <select id="store-category" name="category" defaultValue={category || ""} className={styles.control}>
          <option value="">{ALL_CATEGORIES_LABEL}</option>
          {STORE_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.button} disabled={searching}>
        {searching ? "Searching..." : "Search"}
      </button>
    </Form>
  );
}

function Summary({ result }: { result: StoreSearchResult }) {
  const n = result.stores.length;
  const found = `${n} ${n === 1 ? "store" : "stores"}${result.category ? ` (${result.category})` : ""}`;
  if (result.orderedBy === "distance" && result.origin) {
    const { origin } = result;
    return (
      <>
        <p className={styles.count}>{found}, nearest first.</p>
        <p className={styles.ordering}>
          {origin.precision === "exact"
            ? `Ordered by straight-line distance from pincode ${origin.pincode} (${origin.label}), where we have a store. Distances are rounded to ${origin.uncertaintyKm} km and are not road distances.`
            : `Ordered by approximate straight-line distance from the ${origin.label} area: we place pincode ${origin.pincode} by our stores whose pincodes also start with ${origin.prefix}, so distances are estimates rounded to ${origin.uncertaintyKm} km, not road distances.`}
        </p>
      </>
    );
  }
  return (
    <>
      <p className={styles.count}>
        {found}
        {result.q ? ` matching “${result.q}”` : ""}.
      </p>
      <p className={styles.ordering}>Ordered by state and city.</p>
    </>
  );
}

function NoStores({ result }: { result: StoreSearchResult }) {
  const pincode = /^\d{6}$/.test(result.q);
  const phone = site.phones[0];
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>
        No stores found{result.q ? ` for “${result.q}”` : ""}
        {result.category ? ` in ${result.category}` : ""}.
      </p>
      <p>Try instead:</p>
      <ul>
        {pincode ? <li>the name of your city or district, or a nearby city</li> : <li>a nearby city, your district or your state</li>}
        {pincode ? <li>the first three digits of your pincode</li> : <li>your 6-digit pincode, to see the stores nearest to you</li>}
        {result.category ? <li>{ALL_CATEGORIES_LABEL} instead of {result.category}</li> : null}
      </ul>
      <p>
        <Link to={paths.storeLocator}>See all our stores</Link>
        {phone ? (
          <>
            {" "}
            or call our {phone.label.toLowerCase()} on <a href={`tel:${phone.tel}`}>{phone.display}</a> to find the nearest dealer.
          </>
        ) : null}
      </p>
    </div>
  );
}

function StoreCard({ store, stepKm }: { store: StoreResult; stepKm: number | null }) {
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.name}>{store.name}</h2>
        <span className={styles.category}>{store.category}</span>
      </div>
      {store.distanceKm !== null ? (
        <p className={styles.distance}>{store.distanceKm === stepKm ? `Within about ${stepKm} km` : `About ${store.distanceKm} km away`}</p>
      ) : null}
      <ul className={styles.details}>
        <li>
          <MapPinIcon className={styles.icon} />
          <span>
            <span className="visually-hidden">Address: </span>
            {store.address}, {store.city}, {store.state} {store.pincode}
          </span>
        </li>
        <li>
          <PhoneIcon className={styles.icon} />
          <span>
            <span className="visually-hidden">Phone: </span>
            {store.phone}
          </span>
        </li>
        <li>
          <ClockIcon className={styles.icon} />
          <span>
            <span className="visually-hidden">Hours: </span>
            {store.hours}
          </span>
        </li>
      </ul>
      {store.services.length > 0 ? (
        <ul className={styles.services} aria-label={`Services at ${store.name}`}>
          {store.services.map((service) => (
            <li key={service} className={styles.service}>
              {service}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <a href={telHref(store.phone)} className={styles.primaryAction}>
          <PhoneIcon /> Call<span className="visually-hidden"> {store.name}</span>
        </a>
        <ExternalLink href={directionsUrl(store)} className={styles.secondaryAction}>
          Get Directions<span className="visually-hidden"> to {store.name}</span>
        </ExternalLink>
      </div>
    </li>
  );
}

/** The store locator body (docs/requirements/online-shop.md §2 "Store locator"): search form, summary and store cards. */
export function StoreLocator({ result }: { result: StoreSearchResult }) {
  return (
    <div className={styles.page}>
      <SearchForm q={result.q} category={result.category} />
      <section aria-label="Search results" className={styles.results}>
        <div role="status" className={styles.summary}>
          {result.stores.length > 0 ? <Summary result={result} /> : <NoStores result={result} />}
        </div>
        {result.stores.length > 0 ? (
          <ul className={styles.list}>
            {result.stores.map((store) => (
              <StoreCard key={store.id} store={store} stepKm={result.origin?.uncertaintyKm ?? null} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
