import { ContactArea, ContactHero, contactPageMeta } from "../features/contact-page/contact-page";
import { ContactForm } from "../features/enquiries/contact-form";
import { contactForm } from "../features/enquiries/enquiry-forms";
import { answerForm, onForm } from "../lib/form-action.server";
import { formClientAction } from "../lib/form-reply";
import { metaI18n } from "../lib/i18n";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import { localeOfUrl } from "@urjavolt/contract/locale";
import type { Route } from "./+types/contact-us";

export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(args, i18n._(contactPageMeta.title), i18n._(contactPageMeta.description), { path: paths.contact });
};

/** 'Send Us a Message' posted from this page (route-form.ts): its messages show in the page's language (decision 056). */
export function action({ request, context }: Route.ActionArgs) {
  return answerForm(request, context, [onForm(contactForm, (data) => context.services.enquiries.submitContact(data, { locale: localeOfUrl(request.url) }))]);
}

export const clientAction = formClientAction([contactForm]);

export default function ContactRoute() {
  return (
    <>
      <ContactHero />
      <ContactArea form={<ContactForm />} />
    </>
  );
}
