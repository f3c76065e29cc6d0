import { formatIndiaDate, formatIndiaDateTime, formatIsoDate } from "@urjavolt/contract/dates";
import { productChoiceLabel } from "@urjavolt/contract/enquiries";
import { paths } from "@urjavolt/contract/paths";
import {
  type Deadlines,
  type ServiceFigures,
  faultLabel,
  figureTable,
  figureWeekChoices,
  formatPercent,
  openAgeBandLabel,
  sharePercent,
} from "@urjavolt/contract/service-figures";
import { REOPEN_DAYS, serviceStatusLabels } from "@urjavolt/contract/service-rules";
import type { ReactNode } from "react";
import { Form } from "react-router";
import adminStyles from "../../components/admin/admin.module.css";
import { BarChart } from "./bar-chart";
import { FigureNumbers } from "./figure-table";
import { WeekChart } from "./week-chart";
import styles from "./service-figures.module.css";

/** The most serial numbers drawn in the repeat complaints' chart; the table has them all. */
const REPEAT_SERIALS_CHARTED = 10;

/** "16 Nov": a week's short label on the charts. */
const weekLabel = (weekStart: string) => formatIsoDate(weekStart).replace(/ \d{4}$/, "");


/** The period's weeks as a GET form, so a chosen period can be bookmarked and reloaded. */
export function PeriodForm({ weeks }: { weeks: number }) {
  return (
    <Form method="get" aria-label="Choose the period" className={`${adminStyles.filters} ${styles.period}`}>
      <div className={adminStyles.filter}>
        <label htmlFor="figures-weeks" className={adminStyles.filterLabel}>
          Period
        </label>
        <select id="figures-weeks" name="weeks" defaultValue={String(weeks)} className={adminStyles.control} key={weeks}>
          {figureWeekChoices.map((choice) => (
            <option key={choice} value={choice}>
              Last {choice} weeks
            </option>
          ))}
        </select>
      </div>
      <div className={adminStyles.filterActions}>
        <button type="submit" className={adminStyles.button}>
          Show
        </button>
      </div>
    </Form>
  );
}

function Section({ id, title, lead, children }: { id: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {lead}
      {children}
    </section>
  );
}

function Card({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`${styles.card} ${wide ? styles.wide : ""}`}>
      <h3 className={styles.cardTitle}>{title}</h3>
      {children}
    </div>
  );
}

const deadlineDetail = (deadlines: Deadlines) => `${deadlines.inTime} of ${deadlines.due} in time`;

/** "3 of 6 responses (50.0%) and 2 of 4 resolutions (50.0%) were in time." */
export function deadlinesInWords(response: Deadlines, resolution: Deadlines): string {
  const part = (deadlines: Deadlines, one: string, many: string) =>
    `${deadlines.inTime} of ${deadlines.due} ${deadlines.due === 1 ? one : many} (${formatPercent(sharePercent(deadlines.inTime, deadlines.due))})`;
  if (response.due === 0 && resolution.due === 0) return "No response or resolution fell due in these weeks.";
  if (resolution.due === 0) return `${part(response, "response", "responses")} ${response.due === 1 ? "was" : "were"} in time; no resolution fell due.`;
  if (response.due === 0) return `${part(resolution, "resolution", "resolutions")} ${resolution.due === 1 ? "was" : "were"} in time; no response fell due.`;
  return `${part(response, "response", "responses")} and ${part(resolution, "resolution", "resolutions")} were in time.`;
}

/** "3 of the 4 tickets first resolved in these weeks (75.0%) were fixed first time." */
export function fixesInWords(ftf: ServiceFigures["firstTimeFix"]): string {
  if (ftf.resolved === 0) return "No ticket was first resolved in these weeks.";
  const share = formatPercent(sharePercent(ftf.fixedFirstTime, ftf.resolved));
  const fixed =
    ftf.resolved === 1
      ? `The one ticket first resolved in these weeks was ${ftf.fixedFirstTime === 1 ? "" : "not "}fixed first time.`
      : `${ftf.fixedFirstTime} of the ${ftf.resolved} tickets first resolved in these weeks (${share}) ${ftf.fixedFirstTime === 1 ? "was" : "were"} fixed first time.`;
  if (ftf.stillReopenable === 0) return fixed;
  const reopenable =
    ftf.stillReopenable === 1 && ftf.fixedFirstTime === 1 ? "It was" : ftf.stillReopenable === ftf.fixedFirstTime ? "All of them were" : `${ftf.stillReopenable} of them ${ftf.stillReopenable === 1 ? "was" : "were"}`;
  return `${fixed} ${reopenable} resolved less than ${REOPEN_DAYS} days ago and may still be reopened.`;
}

/**
 * The service manager's figures (decision 029): open tickets now, then over the chosen weeks the
 * deadlines met, first-time fixes, repeat complaints per serial number and the products and faults
 * that bring most tickets. Each chart has its numbers in a table and a CSV download.
 */
export function ServiceFiguresView({ figures }: { figures: ServiceFigures }) {
  const weeks = figures.sla.weeks.map((week) => weekLabel(week.weekStart));
  const { sla, firstTimeFix: ftf } = figures;
  const table = (name: Parameters<typeof figureTable>[1]) => figureTable(figures, name);

  return (
    <>
      <PeriodForm weeks={figures.weeks} />
      <p className={styles.periodText}>
        The last {figures.weeks} weeks: from {formatIndiaDate(figures.from)} to {formatIndiaDateTime(figures.generatedAt)}, India time. {figures.opened}{" "}
        {figures.opened === 1 ? "ticket was" : "tickets were"} opened in them.
      </p>

      <Section id="figures-open" title="Open tickets now" lead={<p className={styles.lead}>{figures.open.total === 1 ? "1 ticket is" : `${figures.open.total} tickets are`} open, whatever the period.</p>}>
        <div className={styles.cards}>
          <Card title="By status">
            <BarChart
              title="Open tickets by status"
              bars={figures.open.byStatus.map((row) => ({ label: serviceStatusLabels[row.status], value: row.tickets }))}
              empty="No open tickets."
            />
            <FigureNumbers table={table("open-by-status")} weeks={figures.weeks} />
          </Card>
          <Card title="By time open">
            <BarChart title="Open tickets by time since opened" bars={figures.open.byAge.map((row) => ({ label: openAgeBandLabel(row.band), value: row.tickets }))} empty="No open tickets." />
            <FigureNumbers table={table("open-by-age")} weeks={figures.weeks} />
          </Card>
        </div>
      </Section>

      <Section
        id="figures-deadlines"
        title="Deadlines met"
        lead={
          <>
            <p className={styles.lead}>{deadlinesInWords(sla.response, sla.resolution)}</p>
            <p className={styles.note}>
              A ticket counts in the week its deadline fell, once that deadline has passed. Deadlines are counted in business hours, with pauses and
              holidays, as each ticket's page counts them.
            </p>
          </>
        }
      >
        <Card title="Responded and resolved in time, by week" wide>
          <WeekChart
            title={`Deadlines met by week, ${weeks[0]} to ${weeks.at(-1)}: responses ${sla.response.due === 0 ? "none due" : formatPercent(sharePercent(sla.response.inTime, sla.response.due))} in time, resolutions ${sla.resolution.due === 0 ? "none due" : formatPercent(sharePercent(sla.resolution.inTime, sla.resolution.due))} in time overall; each week's numbers are in the table below.`}
            weeks={weeks}
            empty="No response or resolution fell due in these weeks."
            series={[
              { name: "Responded in time", points: sla.weeks.map((week) => ({ percent: sharePercent(week.response.inTime, week.response.due), detail: deadlineDetail(week.response) })) },
              { name: "Resolved in time", points: sla.weeks.map((week) => ({ percent: sharePercent(week.resolution.inTime, week.resolution.due), detail: deadlineDetail(week.resolution) })) },
            ]}
          />
          <FigureNumbers table={table("sla-by-week")} weeks={figures.weeks} />
        </Card>
      </Section>

      <Section
        id="figures-first-time-fix"
        title="Fixed first time"
        lead={
          <>
            <p className={styles.lead}>{fixesInWords(ftf)}</p>
            <p className={styles.note}>
              A ticket counts as fixed first time when it was resolved with at most one engineer's visit and never reopened. It counts in the
              week it was first resolved.
            </p>
          </>
        }
      >
        <Card title="Fixed first time, by week" wide>
          <WeekChart
            title={`Fixed first time by week, ${weeks[0]} to ${weeks.at(-1)}: ${ftf.resolved === 0 ? "none resolved" : `${formatPercent(sharePercent(ftf.fixedFirstTime, ftf.resolved))} overall`}; each week's numbers are in the table below.`}
            weeks={weeks}
            empty="No ticket was first resolved in these weeks."
            series={[
              {
                name: "Fixed first time",
                points: ftf.weeks.map((week) => ({ percent: sharePercent(week.fixedFirstTime, week.resolved), detail: `${week.fixedFirstTime} of ${week.resolved} resolved` })),
              },
            ]}
          />
          <FigureNumbers table={table("first-time-fix")} weeks={figures.weeks} />
        </Card>
      </Section>

      <Section
        id="figures-repeats"
        title="Repeat complaints"
        lead={
          <p className={styles.lead}>
            {figures.repeatSerials.length === 0
              ? "No serial number had more than one ticket opened in these weeks."
              : `${figures.repeatSerials.length} serial ${figures.repeatSerials.length === 1 ? "number" : "numbers"} had two or more tickets opened in these weeks.`}
          </p>
        }
      >
        <Card title={figures.repeatSerials.length > REPEAT_SERIALS_CHARTED ? `The ${REPEAT_SERIALS_CHARTED} serial numbers with most tickets` : "Tickets per serial number"} wide>
          <BarChart
            title="Tickets per serial number"
            bars={figures.repeatSerials.slice(0, REPEAT_SERIALS_CHARTED).map((serial) => ({ label: serial.serialNo, value: serial.tickets }))}
            empty="No repeat complaints."
          />
          <FigureNumbers
            table={table("repeat-serials")}
            weeks={figures.weeks}
            linkOf={(row) => `${paths.admin.service}?${new URLSearchParams({ status: "all", q: String(row[0]) }).toString()}`}
          />
        </Card>
      </Section>

      <Section id="figures-products-faults" title="Products and faults" lead={<p className={styles.lead}>What the tickets opened in these weeks were about, most first.</p>}>
        <div className={styles.cards}>
          <Card title="Products with most tickets">
            <BarChart
              title="Tickets by product"
              bars={figures.products.map((row) => ({ label: productChoiceLabel(row.product), value: row.tickets, note: formatPercent(sharePercent(row.tickets, figures.opened)) }))}
              empty="No tickets were opened in these weeks."
            />
            <FigureNumbers table={table("products")} weeks={figures.weeks} />
          </Card>
          <Card title="Faults reported most">
            <BarChart
              title="Tickets by fault"
              bars={figures.faults.map((row) => ({ label: faultLabel(row.issue), value: row.tickets, note: formatPercent(sharePercent(row.tickets, figures.opened)) }))}
              empty="No tickets were opened in these weeks."
            />
            <FigureNumbers table={table("faults")} weeks={figures.weeks} />
          </Card>
        </div>
      </Section>
    </>
  );
}
