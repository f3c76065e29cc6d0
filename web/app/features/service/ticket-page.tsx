import { Trans, useLingui } from "@lingui/react/macro";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import { paths } from "@urjavolt/contract/paths";
import {
  type TrackedTicket,
  TICKET_MESSAGE_MAX,
  TICKET_PHOTO_ACCEPT,
  TICKET_PHOTO_CAPTION_MAX,
  TICKET_PHOTO_FIELD,
  ticketPhotoProblem,
  trackRequestMessages,
} from "@urjavolt/contract/service";
import { REOPEN_DAYS } from "@urjavolt/contract/service-rules";
import { Link } from "react-router";
import { useEffect, useRef } from "react";
import { FormStatus, TextAreaField, TextField } from "../../components/form-field";
import { StatusCard, StatusCards, StatusHeading, StatusList, StatusMeta } from "../../components/status-card";
import { useDateNames } from "../../lib/date-names";
import { formMessage } from "../../lib/form-messages";
import { chosenFile, formNameField } from "../../lib/form-reply";
import { useLocalize } from "../../lib/i18n";
import { useRouteForm } from "../../lib/route-form";
import { messageHintText, nextStepText, photoHintText, productText, reopenText, statusText, targetText, visitSlot, visitStateText } from "./ticket-words";
import { ticketFixedForm, ticketMessageForm, ticketNotFixedForm, ticketPhotoForm } from "./ticket-forms";
import { ticketMessages } from "./ticket-messages";
import styles from "./track-request.module.css";

/**
 * A service request as its customer sees it (decision 028): where it stands and what happens next
 * in their words, when the desk aims to act, its history and the messages, a message box, and,
 * once resolved, whether the fix held. Every form posts to this page's action (`action`, the
 * page's own path in its language), so it all works without JavaScript. In the page's language,
 * its dates too (decision 056); what the customer and the desk wrote stays as written.
 */
export function TicketPage({ ticket, action }: { ticket: TrackedTicket; action: string }) {
  const { t, i18n } = useLingui();
  const names = useDateNames();
  const localize = useLocalize();
  const say = (english: string) => formMessage(i18n, ticketMessages, english);
  const reference = ticket.reference;
  const product = productText(i18n, ticket.product);
  const openedAt = formatIndiaDateTime(ticket.openedAt, names);
  const reopenDays = REOPEN_DAYS;
  const messageMax = TICKET_MESSAGE_MAX;
  const message = useRouteForm(ticketMessageForm, { action, anchor: "messages" });
  const photo = useRouteForm(ticketPhotoForm, {
    action,
    anchor: "messages",
    check: (element): Record<string, string> => {
      const problem = ticketPhotoProblem(chosenFile(element, TICKET_PHOTO_FIELD));
      return problem ? { [TICKET_PHOTO_FIELD]: problem } : {};
    },
  });
  const photoInput = useRef<HTMLInputElement>(null);
  // Sent: the chosen file goes with the note.
  useEffect(() => {
    if (photo.outcome?.status === "done" && photoInput.current) photoInput.current.value = "";
  }, [photo.outcome]);
  const fixed = useRouteForm(ticketFixedForm, { action, anchor: "request" });
  const notFixed = useRouteForm(ticketNotFixedForm, { action, anchor: "request" });
  // The answer's outcome stays in view after its buttons have gone with the status they answered.
  const answered = [fixed.outcome, notFixed.outcome].find((outcome) => outcome !== undefined);

  return (
    <StatusCards>
      <StatusCard id="request" titleId="request-title" title={t`Request ${reference}`} statusLabel={t`Status:`} status={statusText(i18n, ticket.status)}>
        <StatusMeta>
          <Trans>
            {product}, filed on <time dateTime={ticket.openedAt}>{openedAt}</time>.
          </Trans>
        </StatusMeta>
        {answered?.status === "done" ? (
          <FormStatus kind="success">{say(fixed.outcome?.status === "done" ? trackRequestMessages.confirmed : trackRequestMessages.reopened)}</FormStatus>
        ) : null}
        {answered?.status === "refused" ? <FormStatus kind="error">{answered.message}</FormStatus> : null}

        <StatusHeading>
          <Trans>What happens next</Trans>
        </StatusHeading>
        <p className={styles.text}>{nextStepText(i18n, ticket.status)}</p>
        {ticket.target ? <p className={styles.target}>{targetText(i18n, names, ticket.target)}</p> : null}

        {ticket.canConfirm ? (
          <div className={styles.answer} role="group" aria-labelledby="answer-title">
            <StatusHeading id="answer-title">
              <Trans>Is the fault fixed?</Trans>
            </StatusHeading>
            {ticket.reopenUntil && ticket.canReopen ? <p className={styles.text}>{reopenText(i18n, names, ticket.reopenUntil)}</p> : null}
            <div className={styles.answerButtons}>
              <form {...fixed.formProps} aria-label={t`The fault is fixed`}>
                <input {...formNameField(ticketFixedForm)} />
                <input type="hidden" name="answer" value={fixed.values.answer} />
                <button type="submit" className={styles.submit} disabled={fixed.sending || notFixed.sending}>
                  {fixed.sending ? t`Sending...` : t`Yes, it is fixed`}
                </button>
              </form>
              {ticket.canReopen ? (
                <form {...notFixed.formProps} aria-label={t`The fault is back`}>
                  <input {...formNameField(ticketNotFixedForm)} />
                  <input type="hidden" name="answer" value={notFixed.values.answer} />
                  <button type="submit" className={styles.secondary} disabled={fixed.sending || notFixed.sending}>
                    {notFixed.sending ? t`Sending...` : t`No, the fault is back`}
                  </button>
                </form>
              ) : null}
            </div>
            {ticket.canReopen ? null : (
              <p className={styles.text}>
                <Trans>
                  The {reopenDays} days to reopen this request have passed. If the fault has come back, please{" "}
                  <Link to={localize(paths.complaint)}>file a new complaint</Link>.
                </Trans>
              </p>
            )}
          </div>
        ) : null}
        {ticket.status === "closed" ? (
          <p className={styles.text}>
            <Trans>
              If the fault has come back, please <Link to={localize(paths.complaint)}>file a new complaint</Link>.
            </Trans>
          </p>
        ) : null}

        {ticket.visits.length > 0 ? (
          <>
            <StatusHeading>
              <Trans>Engineer visits</Trans>
            </StatusHeading>
            <StatusList>
              {ticket.visits.map((visit) => (
                <VisitLine key={`${visit.from}-${visit.status}`} visit={visit} slot={visitSlot(i18n, names, visit)} state={visitStateText(i18n, visit)} />
              ))}
            </StatusList>
          </>
        ) : null}

        <StatusHeading>
          <Trans>History</Trans>
        </StatusHeading>
        <StatusList ordered>
          {ticket.history.map((step, index) => (
            <li key={`${step.status}-${index}`}>
              <strong>{statusText(i18n, step.status)}</strong> <time dateTime={step.at}>{formatIndiaDateTime(step.at, names)}</time>
              {step.byCustomer ? ` ${t`(by you)`}` : ""}
            </li>
          ))}
        </StatusList>
      </StatusCard>

      <StatusCard id="messages" titleId="messages-title" title={t`Messages`}>
        {ticket.messages.length === 0 ? (
          <StatusMeta>
            <Trans>No messages yet.</Trans>
          </StatusMeta>
        ) : (
          <ol className={styles.messages}>
            {ticket.messages.map((entry, index) => {
              const at = formatIndiaDateTime(entry.at, names);
              return (
                <li key={`${entry.at}-${index}`} className={entry.from === "customer" ? styles.fromCustomer : styles.fromDesk}>
                  <p className={styles.messageMeta}>
                    <strong>{entry.from === "customer" ? t`You` : t`Service team`}</strong>, <time dateTime={entry.at}>{at}</time>
                  </p>
                  <p className={styles.messageBody}>{entry.body}</p>
                  {entry.photo ? (
                    <a href={entry.photo} className={styles.photoLink}>
                      <img src={entry.photo} alt={t`What you sent on ${at}`} className={styles.photo} loading="lazy" width={160} height={120} />
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
        {ticket.canMessage ? (
          <form {...message.formProps} aria-labelledby="message-form-title" className={styles.messageForm}>
            <input {...formNameField(ticketMessageForm)} />
            <StatusHeading id="message-form-title">
              <Trans>Write to our service team</Trans>
            </StatusHeading>
            <TextAreaField label={t`Your message`} required maxLength={messageMax} hint={messageHintText(i18n)} {...message.field("message")} />
            {message.outcome?.status === "done" ? <FormStatus kind="success">{say(trackRequestMessages.messageSent)}</FormStatus> : null}
            {message.outcome?.status === "refused" ? <FormStatus kind="error">{message.outcome.message}</FormStatus> : null}
            <button type="submit" className={styles.submit} disabled={message.sending}>
              {message.sending ? t`Sending...` : t`Send Message`}
            </button>
          </form>
        ) : null}
        {ticket.canMessage && ticket.photoRoom.photos === 0 ? (
          <StatusMeta role="note">{say(trackRequestMessages.photosFull)}</StatusMeta>
        ) : null}
        {ticket.canMessage && ticket.photoRoom.photos > 0 ? (
          <form {...photo.formProps} encType="multipart/form-data" aria-labelledby="photo-form-title" className={styles.messageForm}>
            <input {...formNameField(ticketPhotoForm)} />
            <StatusHeading id="photo-form-title">
              <Trans>Send a photo</Trans>
            </StatusHeading>
            <TextField
              ref={photoInput}
              label={t`Photo`}
              name={TICKET_PHOTO_FIELD}
              type="file"
              accept={TICKET_PHOTO_ACCEPT}
              required
              hint={photoHintText(i18n, ticket.photoRoom)}
              error={photo.errors[TICKET_PHOTO_FIELD]}
              onChange={(event) => {
                const problem = ticketPhotoProblem(event.currentTarget.files?.[0]);
                photo.setErrors(({ [TICKET_PHOTO_FIELD]: _old, ...rest }) => (problem ? { ...rest, [TICKET_PHOTO_FIELD]: problem } : rest));
              }}
            />
            <TextField label={t`A note with it`} maxLength={TICKET_PHOTO_CAPTION_MAX} optionalNote={t`(optional)`} {...photo.field("caption")} />
            {photo.outcome?.status === "done" ? <FormStatus kind="success">{say(trackRequestMessages.photoSent)}</FormStatus> : null}
            {photo.outcome?.status === "refused" ? <FormStatus kind="error">{photo.outcome.message}</FormStatus> : null}
            <button type="submit" className={styles.submit} disabled={photo.sending}>
              {photo.sending ? t`Sending...` : t`Send Photo`}
            </button>
          </form>
        ) : null}
      </StatusCard>
    </StatusCards>
  );
}

/** An engineer's visit: its slot, the technician's first name and how it stands. */
function VisitLine({ visit, slot, state }: { visit: TrackedTicket["visits"][number]; slot: string; state: string }) {
  const technician = visit.technician;
  return (
    <li>
      <Trans>
        <time dateTime={visit.from}>{slot}</time>, by {technician}: <strong>{state}</strong>
      </Trans>
    </li>
  );
}
