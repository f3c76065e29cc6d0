import { site } from "@urjavolt/contract/site";
import { paths } from "@urjavolt/contract/paths";
import type { Policy } from "./policy-types";

const email = { text: site.supportEmail, href: `mailto:${site.supportEmail}` };
const customerCare = site.phones[0];

export const cancellationRefundPolicy: Policy = {
  title: "Cancellation and Refund Policy",
  description: `How to cancel a ${site.brand} order, report a damaged, defective or wrong product within 48 hours, get an exchange, and when refunds reach you (5-7 business days).`,
  lead: "How to cancel an order, what to do if a product arrives damaged, defective or wrong, and when you get your money back.",
  updated: "2026-11-27",
  sections: [
    {
      id: "at-a-glance",
      heading: "At a glance",
      blocks: [
        {
          kind: "list",
          items: [
            [{ strong: "Before dispatch:" }, " you can cancel free of charge and get a full refund."],
            [{ strong: "After dispatch:" }, " the order can no longer be cancelled."],
            [{ strong: "Damaged, defective or wrong product:" }, " report it within 48 hours of delivery, with an unboxing video."],
            [{ strong: "Exchange decision:" }, " within 1-3 business days of receiving your report."],
            [{ strong: "Refunds:" }, " within 5-7 business days, to your original payment method."],
            [{ strong: "Problems after the first 48 hours:" }, " handled under your product's warranty."],
          ],
        },
      ],
    },
    {
      id: "cancelling-an-order",
      heading: "Cancelling an order",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "You can cancel your order free of charge at any time before it is dispatched. Call our customer care on ",
            { text: customerCare.display, href: `tel:${customerCare.tel}` },
            " or e-mail ",
            email,
            " with your order id or receipt id. We will confirm the cancellation and refund the full amount you paid within 5-7 business days.",
          ],
        },
        {
          kind: "paragraph",
          text: "Orders are usually dispatched within about 48 hours of payment, so please contact us as early as you can. Once an order has been dispatched it can no longer be cancelled. If it then arrives damaged, defective or wrong, follow the steps below.",
        },
      ],
    },
    {
      id: "damaged-defective-or-wrong",
      heading: "Damaged, defective or wrong products",
      blocks: [
        {
          kind: "note",
          text: [
            "Report the problem ",
            { strong: "within 48 hours of delivery" },
            ", with an ",
            { strong: "unboxing video" },
            ". We cannot accept reports made later, or without the video, as a return; later problems are handled under warranty.",
          ],
        },
        { kind: "paragraph", text: "To report a problem:" },
        {
          kind: "list",
          ordered: true,
          items: [
            ["E-mail ", email, " or call our customer care with your order id or receipt id."],
            "Describe the problem: damage in transit, a product that does not work, or a product or model different from the one you ordered.",
            "Attach clear photos of the product, its label and serial number, and the packaging.",
            "Attach the unboxing video, or send us a link to it.",
          ],
        },
        { kind: "subheading", text: "What the unboxing video should show" },
        {
          kind: "list",
          items: [
            "The sealed package before it is opened, including the shipping label with your order details.",
            "The whole opening, recorded continuously, without cuts or edits.",
            "The product, its label and serial number, and all the items in the box.",
            "The damage, the fault, or the label showing that the product is not the one you ordered.",
          ],
        },
      ],
    },
    {
      id: "exchanges",
      heading: "How exchanges work",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "We review your report and tell you within 1-3 business days whether the exchange is approved. We may ask for more information, or for our technician to inspect the product.",
            "Once approved, we collect the product from your delivery address at no cost to you. Please keep it with its accessories, manual and, where possible, the original packaging.",
            "We send you a replacement of the same product. If a replacement is not available, we refund the full amount you paid instead.",
          ],
        },
      ],
    },
    {
      id: "what-we-cannot-accept",
      heading: "What we cannot accept",
      blocks: [
        {
          kind: "list",
          items: [
            "Returns because you have changed your mind after the order has been dispatched.",
            "Reports made more than 48 hours after delivery, or without an unboxing video.",
            "Damage caused after delivery, for example by dropping, improper installation, wrong wiring, water or misuse.",
            "Products whose serial number label has been removed, altered or made unreadable.",
          ],
        },
        {
          kind: "paragraph",
          text: "These limits do not affect your rights under the Consumer Protection Act, 2019, or your product's warranty.",
        },
      ],
    },
    {
      id: "refunds",
      heading: "Refunds",
      blocks: [
        { kind: "paragraph", text: "You get a refund when:" },
        {
          kind: "list",
          items: [
            "you cancel an order before it is dispatched;",
            "we cancel your order, for example because the product is out of stock or we cannot deliver to your pincode; or",
            "an exchange is approved but a replacement is not available.",
          ],
        },
        {
          kind: "paragraph",
          text: "We refund the amount you actually paid (after any coupon discount) within 5-7 business days, to the original payment method: a card payment goes back to the same card. We do not refund in cash or to a different account. Your bank may take a little longer to show the credit on your statement.",
        },
        {
          kind: "paragraph",
          text: "If money was debited but your order was not confirmed, the bank or payment gateway usually reverses it automatically. If you have not received a refund you expected, contact us with your payment id and we will check it with the payment gateway.",
        },
      ],
    },
    {
      id: "warranty-claims",
      heading: "Warranty claims",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "A fault that appears after the first 48 hours is not a return: it is covered by your product's warranty. Register your product on our ",
            { text: "Warranty page", href: paths.warranty },
            " with its serial number and invoice, then ",
            { text: "register a complaint", href: paths.complaint },
            " describing the problem. Our service team will contact you and repair or replace the product under the warranty terms.",
          ],
        },
      ],
    },
    {
      id: "old-batteries",
      heading: "Returning an old battery",
      blocks: [
        {
          kind: "paragraph",
          text: "A used battery must not go out with household waste: the lead, acid and lithium in it harm people and soil. As its producer we take batteries back for recycling under the Battery Waste Management Rules, 2022, free of charge.",
        },
        {
          kind: "list",
          items: [
            ["Bring it to any of our branches or stores (see the ", { text: "Store Locator", href: paths.storeLocator }, "), or hand it to our technician when they visit you."],
            "We take back any battery we made, and the old battery that one of ours replaces, whatever its make.",
            "We weigh it and record it with its chemistry and capacity, with no name or phone number, and pass it to an authorised recycler. The weights we take back are reported under our EPR registration, which is printed on each product page.",
          ],
        },
        {
          kind: "paragraph",
          text: "Exchanging your old battery against a new one. When you buy a battery with installation by our technician, checkout lets you hand over one old battery (lead-acid or lithium-ion) for each battery installed. Choose its type and the capacity band on its label: the value from our exchange table comes off your order before you pay, shown as a discount confirmed at pickup, and on your tax invoice.",
        },
        {
          kind: "list",
          items: [
            "At the installation our technician collects the old battery, weighs it and records it.",
            "If it is of the type and capacity you chose, the discount stands. If it is worth more, we refund the difference to your original payment method, with a credit note.",
            "If it is worth less, or you keep it, the technician collects the difference from you at the visit.",
          ],
        },
        {
          kind: "note",
          text: "Carry a lead-acid battery upright, with its terminals covered, and do not open, drain or burn a battery of any kind.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [
        {
          kind: "paragraph",
          text: "Please quote your order id or receipt id whenever you write or call about an order.",
        },
        { kind: "contact" },
      ],
    },
  ],
};
