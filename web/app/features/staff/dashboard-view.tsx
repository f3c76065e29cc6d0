import { formatRupees } from "@urjavolt/contract/money";
import { type Dashboard, type DashboardPeriod, type ReadinessItem, dashboardLinks } from "@urjavolt/contract/staff";
import { Link } from "react-router";
import styles from "./staff.module.css";
import { formatIndiaDayOfWeek } from "@urjavolt/contract/dates";

type Card = { label: string; value: string; to: string; hint?: string };

function periodCards(period: DashboardPeriod): Card[] {
  return [
    {
      label: "New enquiries",
      value: String(period.enquiries),
      to: dashboardLinks.enquiries,
      hint: `${period.contactMessages} contact, ${period.quoteRequests} quote, ${period.complaints} complaint${period.complaints === 1 ? "" : "s"}`,
    },
    { label: "New complaints", value: String(period.complaints), to: dashboardLinks.complaints },
    { label: "Warranty registrations", value: String(period.warrantyRegistrations), to: dashboardLinks.warrantyRegistrations },
    { label: "Paid orders", value: String(period.paidOrders), to: dashboardLinks.paidOrders, ...(period.testOrders > 0 && { hint: testOrdersHint(period.testOrders) }) },
    {
      label: "Revenue",
      value: formatRupees(period.revenue),
      to: dashboardLinks.paidOrders,
      hint: period.testOrders > 0 ? `Paid through Razorpay, less cancelled and refunded. ${testOrdersHint(period.testOrders)}` : "Orders paid, less cancelled and refunded",
    },
  ];
}

/** Orders the test gateway "took" are no money: the figures leave them out and say so. */
function testOrdersHint(n: number): string {
  return `Leaves out ${n} test-gateway order${n === 1 ? "" : "s"} (no money taken).`;
}

/**
 * "Before you can sell": what the server found missing (no stock, no mail server, the test gateway,
 * the demo data...), each with what to do. Shown first while anything is left.
 */
function Readiness({ items }: { items: ReadinessItem[] }) {
  return (
    <section className={styles.readiness} aria-labelledby="dashboard-readiness">
      <h2 id="dashboard-readiness" className={styles.sectionTitle}>
        Before you can sell
      </h2>
      <p className={styles.readinessLead}>
        {items.length === 1 ? "One thing is" : `${items.length} things are`} still missing before this shop can take real orders.
      </p>
      <ol className={styles.readinessList}>
        {items.map((item) => (
          <li key={item.key} className={styles.readinessItem}>
            <strong className={styles.readinessTitle}>{item.title}</strong>
            <span>
              {item.action}
              {item.link ? (
                <>
                  {" "}
                  <Link to={item.link.href}>{item.link.label}</Link>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Cards({ cards, label }: { cards: Card[]; label: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <li key={card.label}>
          <Link to={card.to} className={styles.card}>
            <span className={styles.cardLabel}>{card.label}</span>
            <span className={styles.cardValue}>{card.value}</span>
            {card.hint ? <span className={styles.cardHint}>{card.hint}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}


/** The counts that need attention now, then today's and this week's. Every card links to its list. */
export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const attention: Card[] = [
    { label: "Open complaints", value: String(dashboard.openComplaints), to: dashboardLinks.openComplaints },
    { label: "Open enquiries", value: String(dashboard.openEnquiries), to: dashboardLinks.openEnquiries },
    { label: "Pending warranties", value: String(dashboard.pendingWarranties), to: dashboardLinks.pendingWarranties },
  ];
  return (
    <>
      {dashboard.readiness.length > 0 ? <Readiness items={dashboard.readiness} /> : null}
      <section className={styles.section} aria-labelledby="dashboard-now">
        <h2 id="dashboard-now" className={styles.sectionTitle}>
          Needs attention
        </h2>
        <Cards cards={attention} label="Needs attention" />
      </section>
      <section className={styles.section} aria-labelledby="dashboard-today">
        <h2 id="dashboard-today" className={styles.sectionTitle}>
          Today ({formatIndiaDayOfWeek(dashboard.todayStartsAt)})
        </h2>
        <Cards cards={periodCards(dashboard.today)} label="Today" />
      </section>
      <section className={styles.section} aria-labelledby="dashboard-week">
        <h2 id="dashboard-week" className={styles.sectionTitle}>
          This week (since {formatIndiaDayOfWeek(dashboard.weekStartsAt)})
        </h2>
        <Cards cards={periodCards(dashboard.week)} label="This week" />
      </section>
    </>
  );
}
