import { paths } from "@urjavolt/contract/paths";
import type { SupportIconName } from "./support-icons";

export type SupportOption = {
  readonly title: string;
  readonly description: string;
  readonly to: string;
  readonly icon: SupportIconName;
};

/** The hub's five ways to get help (docs/requirements/site-and-service-forms.md §2, docs/requirements/online-shop.md §2). */
export const supportOptions: readonly SupportOption[] = [
  {
    title: "Warranty Register",
    description: "Register your product's warranty or check the status of a registration.",
    to: paths.warranty,
    icon: "warranty",
  },
  {
    title: "Register Complaint",
    description: "Report a fault or ask for service, and get a reference number to follow it up.",
    to: paths.complaint,
    icon: "complaint",
  },
  {
    title: "Contact Us",
    description: "Send us a message, or find our offices and manufacturing units.",
    to: paths.contact,
    icon: "contact",
  },
  {
    title: "Get a Quote",
    description: "Tell us what you need to power, and we will send you a price.",
    to: paths.quote,
    icon: "quote",
  },
  {
    title: "Online Payment",
    description: "Pay an agreed amount securely by card and download your receipt.",
    to: paths.onlinePayment,
    icon: "payment",
  },
];
