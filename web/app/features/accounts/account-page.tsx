import { type AccountOverview, accountNotice, orderStatusWords, requestStatusWords } from "@urjavolt/contract/accounts";
import { formatIndiaDate, formatIndiaDateTime, formatIsoDate } from "@urjavolt/contract/dates";
import { formatRupees } from "@urjavolt/contract/money";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import formCard from "../../components/form-card.module.css";
import { AccountConsents } from "./account-consents";
import styles from "./accounts.module.css";
import { OrderLines } from "./order-lines";
import { WarrantyBadge } from "./warranty-badge";

/** "+91 98140 55667" */
const shownMobile = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/**
 * The account's page (decision 050): the orders, registered units and service requests that carry
 * the verified contact, each with the page the site already has for it, and the signed-in devices.
 */
export function AccountPage({ account }: { account: AccountOverview }) {
  const contact = account.mobile ? shownMobile(account.mobile) : (account.email ?? "");
  return (
    <div className={styles.page}>
      <details className={styles.notice} open={account.firstSignIn}>
        <summary>{accountNotice.title}</summary>
        <ul>
          {accountNotice.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p>
          {accountNotice.rights} <Link to={paths.privacy}>Privacy policy</Link>
        </p>
      </details>

      <section className={formCard.card} aria-labelledby="account-orders">
        <h2 id="account-orders" className={formCard.title}>
          Your orders
        </h2>
        {account.orders.length === 0 ? (
          <p className={styles.empty}>No orders under {contact} yet. Orders paid for with it show here.</p>
        ) : (
          <ul className={styles.records}>
            {account.orders.map((order) => (
              <li key={order.number} className={styles.record}>
                <div className={styles.recordHead}>
                  <span>Order {order.number}</span>
                  <span className={styles.status}>{orderStatusWords[order.status]}</span>
                </div>
                <p className={styles.muted}>
                  Placed {formatIndiaDate(order.placedAt)}, {order.items} {order.items === 1 ? "item" : "items"}, {formatRupees(order.total)}
                </p>
                <OrderLines lines={order.lines} />
                <Link to={order.trackingPath}>Track it, with its receipt and tax invoice</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={formCard.card} aria-labelledby="account-units">
        <h2 id="account-units" className={formCard.title}>
          Your registered products
        </h2>
        {account.units.length === 0 ? (
          <p className={styles.empty}>
            No warranty registered with {contact} yet. <Link to={paths.warranty}>Register a product</Link>.
          </p>
        ) : (
          <ul className={styles.records}>
            {account.units.map((unit) => (
              <li key={unit.serialNo} className={styles.record}>
                <div className={styles.recordHead}>
                  <span>{unit.product ? `${unit.product}, serial ${unit.serialNo}` : `Serial ${unit.serialNo}`}</span>
                  <WarrantyBadge status={unit.status} />
                </div>
                <p className={styles.muted}>
                  Bought {formatIsoDate(unit.purchaseDate)}, warranty until {formatIsoDate(unit.expiryDate)}
                </p>
                <Link to={unit.unitPath} aria-label={`Details, certificate and service history of serial ${unit.serialNo}`}>
                  Details, certificate and service history
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={formCard.card} aria-labelledby="account-requests">
        <h2 id="account-requests" className={formCard.title}>
          Your service requests
        </h2>
        {account.requests.length === 0 ? (
          <p className={styles.empty}>
            No service requests under {contact}. <Link to={paths.complaint}>Report a fault</Link>.
          </p>
        ) : (
          <ul className={styles.records}>
            {account.requests.map((request) => (
              <li key={request.reference} className={styles.record}>
                <div className={styles.recordHead}>
                  <span>Request {request.reference}</span>
                </div>
                <p className={styles.status}>{requestStatusWords(request.status)}</p>
                <p className={styles.muted}>Opened {formatIndiaDate(request.openedAt)}</p>
                <Link to={request.trackingPath}>Follow this request</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <AccountConsents consents={account.consents} />

      <section className={formCard.card} aria-labelledby="account-devices">
        <h2 id="account-devices" className={formCard.title}>
          Signed-in devices
        </h2>
        <ul className={styles.records}>
          {account.devices.map((device) => (
            <li key={device.id} className={styles.record}>
              <div className={styles.recordHead}>
                <span>{device.device}</span>
                {device.current ? <span className={styles.status}>This device</span> : null}
              </div>
              <p className={styles.muted}>
                Signed in {formatIndiaDateTime(device.signedInAt)}, last used {formatIndiaDateTime(device.lastSeenAt)}
              </p>
              {device.current ? null : (
                <form method="post" action={paths.accountSignOut} className={styles.actions}>
                  <input type="hidden" name="_form" value="device" />
                  <input type="hidden" name="device" value={device.id} />
                  <button type="submit" className={styles.secondary} aria-label={`Sign out this device: ${device.device}, signed in ${formatIndiaDateTime(device.signedInAt)}`}>
                    Sign out this device
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <form method="post" action={paths.accountSignOut}>
            <input type="hidden" name="_form" value="sign-out" />
            <button type="submit" className={styles.secondary}>
              Sign out
            </button>
          </form>
          <form method="post" action={paths.accountSignOut}>
            <input type="hidden" name="_form" value="everywhere" />
            <button type="submit" className={styles.submit}>
              Sign out everywhere
            </button>
          </form>
        </div>
      </section>
    </div>
  );
}
