import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { defaultLocale, isLocale, localizedPath } from "@urjavolt/contract/locale";
import { paths } from "@urjavolt/contract/paths";
import type { TrackedTicket } from "@urjavolt/contract/service";
import { redirect } from "react-router";
import { PageIntro } from "../components/page-intro";
import { trackRequestForm } from "../features/service/track-request-forms";
import { TrackRequestPage } from "../features/service/track-request-page";
import { answerForm, onForm } from "../lib/form-action.server";
import { type FormReply, formClientAction } from "../lib/form-reply";
import { metaI18n } from "../lib/i18n";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/track-request";

export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(args, i18n._(msg`Track Your Service Request`), i18n._(msg`Follow your UrjaVolt service request with its reference number and the mobile number you gave us.`), {
    path: paths.trackRequest,
  });
};

/**
 * The look-up by reference and mobile, posted to this page (route-form.ts). A match goes on to the
 * request's own page by its signed link (decision 028), in the look-up's language (decision 056); a
 * refusal comes back to the form.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const reply = await answerForm(request, context, [onForm(trackRequestForm, (lookup) => context.services.requestTracking.find(lookup))]);
  const answer = reply.data as FormReply<TrackedTicket>;
  if (answer.status === "done") return redirect(localizedPath(paths.trackRequestTicket(answer.result.token), isLocale(params.lang) ? params.lang : defaultLocale));
  return reply;
}

export const clientAction = formClientAction([trackRequestForm]);

export default function TrackRequestRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro title={t`Track Your Service Request`} lead={t`See where your complaint stands, what happens next, and write to our service team.`} />
      <TrackRequestPage />
    </>
  );
}
