import { ContactArea, ContactHero } from "../features/contact-page/contact-page";
import { ContactForm } from "../features/enquiries/contact-form";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";

export const meta = (args: PageMetaArgs) =>
  pageMeta(
    args,
    "Contact Us",
    "Write to us, call us or visit: our corporate office in Chandigarh and manufacturing units in Mohali and near Rajpura, Punjab.",
    { path: paths.contact },
  );

export default function ContactRoute() {
  return (
    <>
      <ContactHero />
      <ContactArea form={<ContactForm />} />
    </>
  );
}
