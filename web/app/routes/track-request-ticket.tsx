import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { paths } from "@urjavolt/contract/paths";
import { data } from "react-router";
import { ConfirmationRefused } from "../components/confirmation";
import { PageIntro } from "../components/page-intro";
import { ticketFixedForm, ticketMessageForm, ticketNotFixedForm, ticketPhotoForm } from "../features/service/ticket-forms";
import { TicketPage } from "../features/service/ticket-page";
import { ticketMessages } from "../features/service/ticket-messages";
import { TICKET_PHOTO_FIELD, TICKET_REFERENCE_PATTERN, trackRequestMessages } from "@urjavolt/contract/service";
import { sessionTokenOf } from "../features/accounts/requester";
import { answerForm, onForm, sentFile } from "../lib/form-action.server";
import { isChosenFile } from "../lib/form-reply";
import { formClientAction } from "../lib/form-reply";
import { formMessage } from "../lib/form-messages";
import { metaI18n, useLocalize } from "../lib/i18n";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/track-request-ticket";

/** One customer's request: never indexed, never kept by a cache (decision 028). */
export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return [
    ...pageMeta(args, i18n._(msg`Your Service Request`), i18n._(msg`Where your UrjaVolt service request stands and what happens next.`)),
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

/**
 * The signed link opens the request; a forged or unknown one is a 404 and one past its lifetime a
 * 410 (decision 036), each saying so. The request's reference in its place opens it for the
 * signed-in customer whose verified contact it carries (decision 054), the same 404 for anyone else;
 * its forms then post to the request's own link.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (TICKET_REFERENCE_PATTERN.test(params.token)) {
    const contact = await context.services.accounts.verifiedContact(sessionTokenOf(request));
    const ticket = await context.services.requestTracking.findForCustomer(params.token, contact);
    return ticket ? { ticket, refused: null } : data({ ticket: null, refused: "invalid" as const }, { status: 404 });
  }
  const lookup = await context.services.requestTracking.findByToken(params.token);
  if ("found" in lookup) return { ticket: lookup.found, refused: null };
  return data({ ticket: null, refused: lookup.refused }, { status: lookup.refused === "expired" ? 410 : 404 });
}

/** A message, or the answer to a resolved request, posted to this page (route-form.ts). */
export function action({ request, context, params }: Route.ActionArgs) {
  const tracking = context.services.requestTracking;
  return answerForm(request, context, [
    onForm(ticketMessageForm, (input) => tracking.sendMessage(params.token, input)),
    onForm(
      ticketPhotoForm,
      async (input, body) => tracking.sendPhoto(params.token, input, await sentFile(body, TICKET_PHOTO_FIELD)),
      (body): Record<string, string> => (isChosenFile(body.get(TICKET_PHOTO_FIELD)) ? {} : { [TICKET_PHOTO_FIELD]: trackRequestMessages.photoRequired }),
    ),
    onForm(ticketFixedForm, (input) => tracking.answer(params.token, input)),
    onForm(ticketNotFixedForm, (input) => tracking.answer(params.token, input)),
  ]);
}

export const clientAction = formClientAction([ticketMessageForm, ticketPhotoForm, ticketFixedForm, ticketNotFixedForm]);

export default function TrackRequestTicketRoute({ loaderData, params }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const localize = useLocalize();
  if (!loaderData.ticket) {
    const message = loaderData.refused === "expired" ? trackRequestMessages.linkExpired : trackRequestMessages.linkInvalid;
    return (
      <ConfirmationRefused title={t`Your service request`} message={formMessage(i18n, ticketMessages, message)} to={localize(paths.trackRequest)} label={t`Find your request`} />
    );
  }
  return (
    <>
      <PageIntro title={t`Your Service Request`} lead={t`Where your request stands, what happens next, and your messages with our service team.`} />
      {/* The forms post to the request's own link in the page's language, so a post without scripts comes back in it (decision 056). */}
      <TicketPage
        ticket={loaderData.ticket}
        action={localize(paths.trackRequestTicket(TICKET_REFERENCE_PATTERN.test(params.token) ? loaderData.ticket.token : params.token))}
      />
    </>
  );
}
