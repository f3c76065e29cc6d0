import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { site } from "@urjavolt/contract/site";
import { grievanceMailto, grievanceOfficer } from "@urjavolt/contract/grievance";
import { PageIntro } from "../../components/page-intro";
import { formatIsoDate } from "@urjavolt/contract/dates";
import type { Policy, PolicyBlock, PolicyInline, PolicyText } from "./policy-types";
import styles from "./policy-document.module.css";

/** A policy page: heading band with the date of the last change, table of contents, numbered sections. */
export function PolicyDocument({ policy }: { policy: Policy }) {
  const tocLabelId = useId();
  return (
    <>
      <PageIntro title={policy.title} lead={policy.lead}>
        <p className={styles.updated}>
          Last updated: <time dateTime={policy.updated}>{formatIsoDate(policy.updated)}</time>
        </p>
      </PageIntro>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby={tocLabelId}>
          <p className={styles.tocTitle} id={tocLabelId}>
            On this page
          </p>
          <ol className={styles.tocList}>
            {policy.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.document}>
          {policy.sections.map((section, index) => (
            <section key={section.id} id={section.id} className={styles.section}>
              <h2 className={styles.heading}>
                <span className={styles.number}>{index + 1}.</span> {section.heading}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <Text text={block.text} />
        </p>
      );
    case "note":
      return (
        <p className={styles.note}>
          <Text text={block.text} />
        </p>
      );
    case "subheading":
      return <h3 className={styles.subheading}>{block.text}</h3>;
    case "list": {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <Text text={item} />
        </li>
      ));
      return block.ordered ? <ol className={styles.list}>{items}</ol> : <ul className={styles.list}>{items}</ul>;
    }
    case "contact":
      return <ContactDetails />;
    case "grievanceOfficer":
      return <GrievanceOfficerCard />;
  }
}

function Text({ text }: { text: PolicyText }) {
  if (typeof text === "string") return text;
  return text.map((part, index) => <Inline key={index} part={part} />);
}

function Inline({ part }: { part: PolicyInline }) {
  if (typeof part === "string") return part;
  if ("strong" in part) return <strong>{part.strong}</strong>;
  // Site paths go through the router; e-mail, telephone and outside addresses are plain anchors.
  return part.href.startsWith("/") ? <Link to={part.href}>{part.text}</Link> : <a href={part.href}>{part.text}</a>;
}

/** A name, a line under it and an address, then a list of ways to reach them: the company, the Grievance Officer. */
function ContactCard({ name, title, lines, children }: { name: string; title: string; lines: readonly string[]; children: ReactNode }) {
  return (
    <div className={styles.contact}>
      <address className={styles.address}>
        <strong>{name}</strong>
        <br />
        {title}
        {lines.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </address>
      <ul className={styles.contactList}>{children}</ul>
    </div>
  );
}

function ContactDetails() {
  const office = site.addresses.corporate;
  return (
    <ContactCard name={site.parentCompany.name} title={office.title} lines={office.lines}>
      <li>
        E-mail: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
      </li>
      {site.phones.map((phone) => (
        <li key={phone.tel}>
          {phone.label}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
        </li>
      ))}
      <li>Hours: {site.hours}</li>
      <li>GSTIN: {site.gstin}</li>
    </ContactCard>
  );
}

function GrievanceOfficerCard() {
  const officer = grievanceOfficer;
  return (
    <ContactCard name={officer.name} title={officer.designation} lines={officer.address}>
      <li>
        E-mail: <a href={grievanceMailto}>{officer.email}</a>
      </li>
      <li>
        Phone: <a href={`tel:${officer.phone.tel}`}>{officer.phone.display}</a> ({site.hours})
      </li>
    </ContactCard>
  );
}
