import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import { productChoiceLabel } from "@urjavolt/contract/enquiries";
import { paths } from "@urjavolt/contract/paths";
import {
  type TrackedTicket,
  TICKET_MESSAGE_MAX,
  TICKET_PHOTO_ACCEPT,
  TICKET_PHOTO_CAPTION_MAX,
  TICKET_PHOTO_FIELD,
  TICKET_PHOTOS_MAX,
  photoRoomText,
  reopenWindowText,
  ticketPhotoProblem,
  ticketTargetText,
  trackRequestMessages,
} from "@urjavolt/contract/service";
import { REOPEN_DAYS, customerNextSteps, customerStatusLabels } from "@urjavolt/contract/service-rules";
import { visitOutcomeLabels, visitSlotText } from "@urjavolt/contract/service-visits";
import { Link } from "react-router";
import { useEffect, useRef } from "react";
import { FormStatus, TextAreaField, TextField } from "../../components/form-field";
import { StatusCard, StatusCards, StatusHeading, StatusList, StatusMeta } from "../../components/status-card";
import { chosenFile, formNameField } from "../../lib/form-reply";
import { useRouteForm } from "../../lib/route-form";
import { ticketFixedForm, ticketMessageForm, ticketNotFixedForm, ticketPhotoForm } from "./track-request-forms";
import styles from "./track-request.module.css";

/**
 * A service request as its customer sees it (decision 028): where it stands and what happens next
 * in their words, when the desk aims to act, its history and the messages, a message box, and,
 * once resolved, whether the fix held. Every form posts to this page's action (`action`, the
 * page's own path), so it all works without JavaScript.
 */
/** A visit's state in the customer's words. */
function customerVisitText(visit: TrackedTicket["visits"][number]): string {
  if (visit.status === "booked") return "booked";
  if (visit.status === "cancelled") return "called off";
  return visit.outcome ? `made (${visitOutcomeLabels[visit.outcome].toLowerCase()})` : "made";
}

export function TicketPage({ ticket, action }: { ticket: TrackedTicket; action: string }) {
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
      <StatusCard id="request" titleId="request-title" title={`Request ${ticket.reference}`} status={customerStatusLabels[ticket.status]}>
        <StatusMeta>
          {productChoiceLabel(ticket.product)}, filed on <time dateTime={ticket.openedAt}>{formatIndiaDateTime(ticket.openedAt)}</time>.
        </StatusMeta>
        {answered?.status === "done" ? (
          <FormStatus kind="success">{fixed.outcome?.status === "done" ? trackRequestMessages.confirmed : trackRequestMessages.reopened}</FormStatus>
        ) : null}
        {answered?.status === "refused" ? <FormStatus kind="error">{answered.message}</FormStatus> : null}

        <StatusHeading>What happens next</StatusHeading>
        <p className={styles.text}>{customerNextSteps[ticket.status]}</p>
        {ticket.target ? <p className={styles.target}>{ticketTargetText(ticket.target)}</p> : null}

        {ticket.canConfirm ? (
          <div className={styles.answer} role="group" aria-labelledby="answer-title">
            <StatusHeading id="answer-title">Is the fault fixed?</StatusHeading>
            {ticket.reopenUntil && ticket.canReopen ? <p className={styles.text}>{reopenWindowText(ticket.reopenUntil)}</p> : null}
            <div className={styles.answerButtons}>
              <form {...fixed.formProps} aria-label="The fault is fixed">
                <input {...formNameField(ticketFixedForm)} />
                <input type="hidden" name="answer" value={fixed.values.answer} />
                <button type="submit" className={styles.submit} disabled={fixed.sending || notFixed.sending}>
                  {fixed.sending ? "Sending..." : "Yes, it is fixed"}
                </button>
              </form>
              {ticket.canReopen ? (
                <form {...notFixed.formProps} aria-label="The fault is back">
                  <input {...formNameField(ticketNotFixedForm)} />
                  <input type="hidden" name="answer" value={notFixed.values.answer} />
                  <button type="submit" className={styles.secondary} disabled={fixed.sending || notFixed.sending}>
                    {notFixed.sending ? "Sending..." : "No, the fault is back"}
                  </button>
                </form>
              ) : null}
            </div>
            {ticket.canReopen ? null : (
              <p className={styles.text}>
                The {REOPEN_DAYS} days to reopen this request have passed. If the fault has come back, please{" "}
                <Link to={paths.complaint}>file a new complaint</Link>.
              </p>
            )}
          </div>
        ) : null}
        {ticket.status === "closed" ? (
          <p className={styles.text}>
            If the fault has come back, please <Link to={paths.complaint}>file a new complaint</Link>.
          </p>
        ) : null}

        {ticket.visits.length > 0 ? (
          <>
            <StatusHeading>Engineer visits</StatusHeading>
            <StatusList>
              {ticket.visits.map((visit) => (
                <li key={`${visit.from}-${visit.status}`}>
                  <time dateTime={visit.from}>{visitSlotText(visit.from, visit.to)}</time>, by {visit.technician}:{" "}
                  <strong>{customerVisitText(visit)}</strong>
                </li>
              ))}
            </StatusList>
          </>
        ) : null}

        <StatusHeading>History</StatusHeading>
        <StatusList ordered>
          {ticket.history.map((step, index) => (
            <li key={`${step.status}-${index}`}>
              <strong>{customerStatusLabels[step.status]}</strong> <time dateTime={step.at}>{formatIndiaDateTime(step.at)}</time>
              {step.byCustomer ? " (by you)" : ""}
            </li>
          ))}
        </StatusList>
      </StatusCard>

      <StatusCard id="messages" titleId="messages-title" title="Messages">
        {ticket.messages.length === 0 ? (
          <StatusMeta>No messages yet.</StatusMeta>
        ) : (
          <ol className={styles.messages}>
            {ticket.messages.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className={entry.from === "customer" ? styles.fromCustomer : styles.fromDesk}>
                <p className={styles.messageMeta}>
                  <strong>{entry.from === "customer" ? "You" : "Service team"}</strong>, <time dateTime={entry.at}>{formatIndiaDateTime(entry.at)}</time>
                </p>
                <p className={styles.messageBody}>{entry.body}</p>
                {entry.photo ? (
                  <a href={entry.photo} className={styles.photoLink}>
                    <img src={entry.photo} alt={`What you sent on ${formatIndiaDateTime(entry.at)}`} className={styles.photo} loading="lazy" width={160} height={120} />
                  </a>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {ticket.canMessage ? (
          <form {...message.formProps} aria-labelledby="message-form-title" className={styles.messageForm}>
            <input {...formNameField(ticketMessageForm)} />
            <StatusHeading id="message-form-title">Write to our service team</StatusHeading>
            <TextAreaField
              label="Your message"
              required
              maxLength={TICKET_MESSAGE_MAX}
              hint={`Up to ${TICKET_MESSAGE_MAX} characters. We will reply by phone or e-mail.`}
              {...message.field("message")}
            />
            {message.outcome?.status === "done" ? <FormStatus kind="success">{trackRequestMessages.messageSent}</FormStatus> : null}
            {message.outcome?.status === "refused" ? <FormStatus kind="error">{message.outcome.message}</FormStatus> : null}
            <button type="submit" className={styles.submit} disabled={message.sending}>
              {message.sending ? "Sending..." : "Send Message"}
            </button>
          </form>
        ) : null}
        {ticket.canMessage && ticket.photoRoom.photos === 0 ? (
          <StatusMeta role="note">{trackRequestMessages.photosFull}</StatusMeta>
        ) : null}
        {ticket.canMessage && ticket.photoRoom.photos > 0 ? (
          <form {...photo.formProps} encType="multipart/form-data" aria-labelledby="photo-form-title" className={styles.messageForm}>
            <input {...formNameField(ticketPhotoForm)} />
            <StatusHeading id="photo-form-title">Send a photo</StatusHeading>
            <TextField
              ref={photoInput}
              label="Photo"
              name={TICKET_PHOTO_FIELD}
              type="file"
              accept={TICKET_PHOTO_ACCEPT}
              required
              hint={ticket.photoRoom.photos < TICKET_PHOTOS_MAX ? `${trackRequestMessages.photoHint} ${photoRoomText(ticket.photoRoom)}` : trackRequestMessages.photoHint}
              error={photo.errors[TICKET_PHOTO_FIELD]}
              onChange={(event) => {
                const problem = ticketPhotoProblem(event.currentTarget.files?.[0]);
                photo.setErrors(({ [TICKET_PHOTO_FIELD]: _old, ...rest }) => (problem ? { ...rest, [TICKET_PHOTO_FIELD]: problem } : rest));
              }}
            />
            <TextField label="A note with it" maxLength={TICKET_PHOTO_CAPTION_MAX} {...photo.field("caption")} />
            {photo.outcome?.status === "done" ? <FormStatus kind="success">{trackRequestMessages.photoSent}</FormStatus> : null}
            {photo.outcome?.status === "refused" ? <FormStatus kind="error">{photo.outcome.message}</FormStatus> : null}
            <button type="submit" className={styles.submit} disabled={photo.sending}>
              {photo.sending ? "Sending..." : "Send Photo"}
            </button>
          </form>
        ) : null}
      </StatusCard>
    </StatusCards>
  );
}
