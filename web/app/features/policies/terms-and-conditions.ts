import { grievanceMailto, grievanceOfficer } from "@urjavolt/contract/grievance";
import { deliveryDaysText } from "@urjavolt/contract/delivery-rules";
import { site } from "@urjavolt/contract/site";
import { paths } from "@urjavolt/contract/paths";
import type { Policy } from "./policy-types";

const company = site.parentCompany.name;
const grievanceEmail = { text: grievanceOfficer.email, href: grievanceMailto };

export const termsAndConditions: Policy = {
  title: "Terms and Conditions",
  description: `The terms for using the ${site.brand} website and buying from our online shop: orders, online payment, shipping, returns, warranty, liability and governing law.`,
  lead: "The terms that apply when you use this website and buy from our online shop. Please read them before you place an order.",
  updated: "2026-11-25",
  sections: [
    {
      id: "general",
      heading: "General",
      blocks: [
        {
          kind: "paragraph",
          text: `This website and online shop are run by ${company} ("we", "us", "our"), which makes and sells ${site.brand} lithium-ion batteries, inverters and energy storage systems. Our GSTIN is ${site.gstin}.`,
        },
        {
          kind: "paragraph",
          text: [
            "By using this website or placing an order, you agree to these terms together with our ",
            { text: "Privacy Policy", href: paths.privacy },
            ", ",
            { text: "Shipping Policy", href: paths.shipping },
            " and ",
            { text: "Cancellation and Refund Policy", href: paths.cancellationRefund },
            ", which form part of them. If you do not agree, please do not use the site.",
          ],
        },
        {
          kind: "list",
          items: [
            "To place an order you must be at least 18 years old and able to enter into a binding contract under the Indian Contract Act, 1872.",
            "We may change these terms from time to time. The version shown on this page when you place an order applies to that order.",
          ],
        },
      ],
    },
    {
      id: "product-information",
      heading: "Product information",
      blocks: [
        {
          kind: "list",
          items: [
            "We take care to describe and show our products accurately. Product pictures are illustrations, and the colour, label or finish of the product you receive may differ slightly.",
            "Capacity, backup time, efficiency and lifespan figures are measured under standard test conditions. What you get in practice depends on the connected load, temperature, charging, installation and use.",
            "We may improve specifications over time. If a change affects a product you have already ordered, we will tell you before dispatch, and you may cancel the order for a full refund.",
            "All products are subject to availability. Stock shown on the site is a guide and is confirmed only when your payment succeeds.",
          ],
        },
        { kind: "subheading", text: "Safe installation and use" },
        {
          kind: "paragraph",
          text: "Lithium batteries and inverters store a lot of energy. Install and use them as the user manual describes. Inverters, solar batteries and energy storage systems should be installed by a qualified electrician or our authorised technician. Never open, puncture, crush or short-circuit a battery, and keep it away from fire, water and temperatures outside the range given in the manual.",
        },
      ],
    },
    {
      id: "orders-and-payments",
      heading: "Orders and payments",
      blocks: [
        {
          kind: "list",
          items: [
            [{ strong: "Prices" }, " are in Indian rupees and include all taxes (GST). Shipping is free. The amount you will pay is shown at checkout before you pay."],
            [{ strong: "Payment is online only," }, " through our payment gateway partner, by debit or credit card or another method the gateway offers at checkout. We do not offer cash on delivery."],
            [{ strong: "Your order is placed" }, " when your payment succeeds. You then see a payment receipt with its receipt id, payment id and order id, which you can download as a PDF; please keep it. A GST tax invoice is issued for every order."],
            [{ strong: "Coupons:" }, " one coupon can be used per order, within its validity dates and subject to its minimum order value, maximum discount and usage limit. A coupon has no cash value."],
          ],
        },
        {
          kind: "paragraph",
          text: [
            "Our ",
            { text: "Online Payment page", href: paths.onlinePayment },
            " is for amounts you have agreed with our team, for example against a quotation. Please use it only for such agreed amounts; every payment gets a receipt.",
          ],
        },
        { kind: "subheading", text: "When we may cancel an order" },
        {
          kind: "paragraph",
          text: "We may decline or cancel an order if the product is out of stock, if the price or description shown was clearly wrong, if we cannot deliver to your pincode, or if we suspect fraud. We will tell you why, and refund the full amount to your original payment method within 5-7 business days.",
        },
        {
          kind: "paragraph",
          text: "If money is debited from your account but the order is not confirmed (for example because the connection dropped), the bank or payment gateway usually reverses it automatically. Contact us with the payment id and we will either confirm your order or make sure you get your money back.",
        },
      ],
    },
    {
      id: "shipping",
      heading: "Shipping and delivery",
      blocks: [
        {
          kind: "list",
          items: [
            "We ship within India only, to pincodes our courier partners serve. We do not ship outside India.",
            `Orders are usually dispatched within about 48 hours of payment. Delivery takes ${deliveryDaysText("major-city")} in major cities, ${deliveryDaysText("rest-of-india")} elsewhere and ${deliveryDaysText("remote")} in remote areas.`,
            "Shipping is free on every order.",
            "Please inspect your order on delivery and report any damage within 48 hours.",
          ],
        },
        {
          kind: "paragraph",
          text: ["The full terms are in our ", { text: "Shipping Policy", href: paths.shipping }, "."],
        },
      ],
    },
    {
      id: "returns",
      heading: "Cancellation, returns and refunds",
      blocks: [
        {
          kind: "list",
          items: [
            "You can cancel an order free of charge until it is dispatched. Once dispatched, it can no longer be cancelled.",
            "If a product arrives damaged or defective, or you receive the wrong product, report it within 48 hours of delivery with an unboxing video.",
            "We approve or decline exchange requests within 1-3 business days.",
            "Refunds are made within 5-7 business days to your original payment method.",
          ],
        },
        {
          kind: "paragraph",
          text: ["The full terms are in our ", { text: "Cancellation and Refund Policy", href: paths.cancellationRefund }, "."],
        },
      ],
    },
    {
      id: "warranty",
      heading: "Warranty",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Our products carry a manufacturer's warranty for the period stated on the product page, your invoice or your warranty certificate. Register your product on our ",
            { text: "Warranty page", href: paths.warranty },
            " with its serial number and a copy of your invoice; we check the invoice and then activate the warranty.",
          ],
        },
        {
          kind: "list",
          items: [
            "The warranty covers manufacturing defects only.",
            "It does not cover physical damage, misuse, improper installation, unauthorised repair, or use outside the conditions given in the user manual.",
            "The invoice and the warranty certificate are required for every claim.",
            "Service is provided only through our authorised service centres.",
            "The warranty cannot be transferred to another person.",
          ],
        },
        {
          kind: "paragraph",
          text: ["To make a claim, ", { text: "register a complaint", href: paths.complaint }, " or call our customer care."],
        },
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        {
          kind: "list",
          items: [
            "Our total liability for any claim about an order is limited to the amount you paid for the product concerned.",
            "We are not liable for indirect or consequential losses, such as loss of profit, business, data or working time.",
            "We are not liable for damage caused by installation, use, repair or modification that does not follow the user manual, or that is done by anyone other than our authorised technicians.",
            "We are not responsible for delays or failures caused by events beyond our reasonable control, such as floods, storms, strikes, epidemics, government orders or breakdowns in transport.",
          ],
        },
        {
          kind: "paragraph",
          text: "Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019, or any liability that the law does not allow us to limit.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        {
          kind: "paragraph",
          text: `The ${site.brand} name and logo, and the text, illustrations, product images, catalogues and software on this website, belong to ${company} or its licensors and are protected by Indian copyright and trade mark law.`,
        },
        {
          kind: "paragraph",
          text: "You may view pages and download or print them, our catalogues and your own receipts and certificates for your personal, non-commercial use. You may not copy, republish, sell or adapt our content, or use our name or logo, without our written permission.",
        },
      ],
    },
    {
      id: "your-responsibilities",
      heading: "Your responsibilities",
      blocks: [
        { kind: "paragraph", text: "When you use this website, you agree:" },
        {
          kind: "list",
          items: [
            "to give true, complete and current information, including your name, phone number, delivery address, serial numbers and invoices;",
            "to use only a payment method you are authorised to use;",
            "not to submit false orders, warranty registrations or complaints;",
            "not to try to gain unauthorised access to the site or its systems, disrupt or overload them, copy content in bulk by automated means, or upload harmful code;",
            "to post only honest reviews of products you have used, without abusive, obscene, defamatory or unlawful content or other people's personal details.",
          ],
        },
        {
          kind: "paragraph",
          text: "We may remove reviews that break these rules, but we do not edit a review to change its meaning. We may refuse service to anyone who misuses the site.",
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and disputes",
      blocks: [
        {
          kind: "paragraph",
          text: "These terms are governed by the laws of India. If you have a dispute with us, please contact us first; most problems are solved quickly that way. Subject to that, the courts in Punjab have exclusive jurisdiction over any dispute arising from these terms or your use of this website.",
        },
        {
          kind: "paragraph",
          text: "This does not take away your right, as a consumer, to approach the appropriate Consumer Disputes Redressal Commission under the Consumer Protection Act, 2019, or to seek help from the National Consumer Helpline (1915).",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact and grievances",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "For any complaint about an order, a payment or this website, write to our Grievance Officer at ",
            grievanceEmail,
            ". We will acknowledge your complaint within 48 hours and resolve it within one month of receiving it. For service and general enquiries, visit our ",
            { text: "Customer Support page", href: paths.support },
            ".",
          ],
        },
        { kind: "grievanceOfficer" },
        { kind: "contact" },
      ],
    },
  ],
};
