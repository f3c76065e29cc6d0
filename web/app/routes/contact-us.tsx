import { ContactArea, ContactHero } from "../features/contact-page/contact-page";
import { ContactForm } from "../features/enquiries/contact-form";
import { contactForm } from "../features/enquiries/enquiry-forms";
import { answerForm, onForm } from "../lib/form-action.server";
import { formClientAction } from "../lib/form-reply";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import type { Route } from "./+types/contact-us";

export const meta = (args: PageMetaArgs) =>
  pageMeta(
    args,
    "Contact Us",
    "Write to us, call us or visit: our corporate office in Chandigarh and manufacturing units in Mohali and near Rajpura, Punjab.",
    { path: paths.contact },
  );

/** 'Send Us a Message' posted from this page (route-form.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return answerForm(request, context, [onForm(contactForm, (data) => context.services.enquiries.submitContact(data))]);
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
