import { formatRupees } from "@urjavolt/contract/money";
import { type Dashboard, type DashboardPeriod, dashboardLinks } from "@urjavolt/contract/staff";
import { Link } from "react-router";
import styles from "./staff.module.css";

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
    { label: "Paid orders", value: String(period.paidOrders), to: dashboardLinks.paidOrders },
    { label: "Revenue", value: formatRupees(period.revenue), to: dashboardLinks.paidOrders, hint: "Orders paid, less cancelled and refunded" },
  ];
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

const dateFormat = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", weekday: "long", day: "numeric", month: "long" });

/** The counts that need attention now, then today's and this week's. Every card links to its list. */
export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const attention: Card[] = [
    { label: "Open complaints", value: String(dashboard.openComplaints), to: dashboardLinks.openComplaints },
    { label: "Open enquiries", value: String(dashboard.openEnquiries), to: dashboardLinks.openEnquiries },
    { label: "Pending warranties", value: String(dashboard.pendingWarranties), to: dashboardLinks.pendingWarranties },
  ];
  return (
    <>
      <section className={styles.section} aria-labelledby="dashboard-now">
        <h2 id="dashboard-now" className={styles.sectionTitle}>
          Needs attention
        </h2>
        <Cards cards={attention} label="Needs attention" />
      </section>
      <section className={styles.section} aria-labelledby="dashboard-today">
        <h2 id="dashboard-today" className={styles.sectionTitle}>
          Today ({dateFormat.format(new Date(dashboard.todayStartsAt))})
        </h2>
        <Cards cards={periodCards(dashboard.today)} label="Today" />
      </section>
      <section className={styles.section} aria-labelledby="dashboard-week">
        <h2 id="dashboard-week" className={styles.sectionTitle}>
          This week (since {dateFormat.format(new Date(dashboard.weekStartsAt))})
        </h2>
        <Cards cards={periodCards(dashboard.week)} label="This week" />
      </section>
    </>
  );
}
