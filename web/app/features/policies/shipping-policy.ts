import { site } from "@urjavolt/contract/site";
import { paths } from "@urjavolt/contract/paths";
import { DELIVERY_BUSINESS_DAYS, deliveryDaysText } from "@urjavolt/contract/delivery-rules";
import type { Policy } from "./policy-types";

const email = { text: site.supportEmail, href: `mailto:${site.supportEmail}` };

export const shippingPolicy: Policy = {
  title: "Shipping Policy",
  description: `Free shipping across India on ${site.brand} orders: dispatch within about 48 hours, delivery in ${deliveryDaysText("major-city")} in major cities, ${deliveryDaysText("rest-of-india")} elsewhere and ${deliveryDaysText("remote")} in remote areas. Prepaid orders only.`,
  lead: "Where we deliver, how long it takes, and what to check when your order arrives. Shipping is free on every order.",
  updated: "2026-11-27",
  sections: [
    {
      id: "where-we-deliver",
      heading: "Where we deliver",
      blocks: [
        {
          kind: "paragraph",
          text: "We deliver across India to every pincode our courier partners serve. You can check whether we deliver to your pincode on a product's Buy Now page before you order.",
        },
        {
          kind: "paragraph",
          text: [
            "We do not ship outside India. If we cannot deliver to your pincode, use our ",
            { text: "Store Locator", href: paths.storeLocator },
            " to find a dealer near you.",
          ],
        },
      ],
    },
    {
      id: "shipping-charges",
      heading: "Shipping charges",
      blocks: [
        {
          kind: "paragraph",
          text: "Shipping is free on every order. Our prices include all taxes, so the total you see at checkout is the total you pay; there is nothing more to pay on delivery.",
        },
      ],
    },
    {
      id: "payment",
      heading: "Payment before dispatch",
      blocks: [
        {
          kind: "paragraph",
          text: "All orders are paid online at checkout, through our payment gateway, by debit or credit card or another method the gateway offers. We do not offer cash on delivery. We dispatch an order only after its payment is confirmed, so you never need to pay the courier anything.",
        },
      ],
    },
    {
      id: "dispatch",
      heading: "Dispatch",
      blocks: [
        {
          kind: "paragraph",
          text: "We usually dispatch orders within about 48 hours of payment. Orders paid on a Sunday or a public holiday are processed on the next business day.",
        },
        {
          kind: "paragraph",
          text: "If we expect a longer delay, for example because a product is temporarily out of stock, we will tell you. You may then cancel the order and get a full refund.",
        },
      ],
    },
    {
      id: "delivery-times",
      heading: "Delivery times",
      blocks: [
        { kind: "paragraph", text: "After dispatch, delivery usually takes:" },
        {
          kind: "list",
          items: [
            [{ strong: deliveryDaysText("major-city") }, ` in ${DELIVERY_BUSINESS_DAYS["major-city"].label};`],
            [{ strong: deliveryDaysText("rest-of-india") }, ` in ${DELIVERY_BUSINESS_DAYS["rest-of-india"].label};`],
            [{ strong: deliveryDaysText("remote") }, ` in ${DELIVERY_BUSINESS_DAYS.remote.label}.`],
          ],
        },
        {
          kind: "paragraph",
          text: "Business days are Monday to Saturday, except public holidays. These times are estimates: weather, strikes, local restrictions or other events beyond our control can delay delivery. If your order is late, we will help you find out where it is.",
        },
      ],
    },
    {
      id: "packing",
      heading: "How we pack and ship batteries",
      blocks: [
        {
          kind: "paragraph",
          text: "Lithium batteries count as dangerous goods in transport. We pack them to the courier's rules for lithium batteries and send them by road with couriers approved to carry them; this is one reason we do not ship abroad.",
        },
        {
          kind: "paragraph",
          text: [
            "Large batteries and energy storage systems are heavy. The courier delivers to the address on your order; installation is a separate service, booked at checkout (see ",
            { text: "Installation", href: "#installation" },
            ").",
          ],
        },
      ],
    },
    {
      id: "installation",
      heading: "Installation",
      blocks: [
        {
          kind: "paragraph",
          text: "Products whose page says “Installation by our technician” can be installed by our own technicians, in the pin codes they serve. The product page gives the price of installation: free, or the fee for that product.",
        },
        {
          kind: "paragraph",
          text: "At checkout, once you enter your delivery pin code, you can choose installation if our technicians serve it, and pick a day and a two-hour slot after the expected delivery. Any fee is in the price break-up before you pay, and on your tax invoice as its own line.",
        },
        {
          kind: "paragraph",
          text: "When our technician installs your battery or inverter, they register its warranty for you, and the certificate reaches you without a form.",
        },
        {
          kind: "paragraph",
          text: [
            "With installation of a new battery you can exchange your old one: choose its type and capacity at checkout and its value comes off your order, confirmed at pickup, when the technician collects it (see ",
            { text: "Returning an old battery", href: `${paths.cancellationRefund}#old-batteries` },
            ").",
          ],
        },
        {
          kind: "paragraph",
          text: [
            "Where our technicians do not serve your pin code yet, checkout says so, the courier delivers to your address and installation is not part of the order. If you would like help with installation, ",
            { text: "contact us", href: paths.contact },
            ".",
          ],
        },
      ],
    },
    {
      id: "tracking",
      heading: "Tracking your order",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "When your order is dispatched, we send the courier's name and the tracking number to the e-mail address or mobile number you gave at checkout. If you have not heard from us within 3 days of paying, or your delivery is late, e-mail ",
            email,
            " or call our customer care with your order id or receipt id.",
          ],
        },
      ],
    },
    {
      id: "receiving-your-order",
      heading: "Receiving your order",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Please make sure someone is at the delivery address to receive the order. The courier may ask for an OTP or identity proof.",
            "Check the outer package before you accept it. If it is visibly damaged, torn, wet or appears tampered with, write this on the courier's delivery receipt, or refuse the package, and call us.",
            "Record a video while you open the package, without cuts, from the sealed box to the product and its serial number.",
            "Check the product, its model and all the items in the box.",
          ],
        },
        {
          kind: "note",
          text: [
            "Report any damage, missing item or wrong product ",
            { strong: "within 48 hours of delivery" },
            ", with the unboxing video. Our ",
            { text: "Cancellation and Refund Policy", href: paths.cancellationRefund },
            " explains what happens next.",
          ],
        },
      ],
    },
    {
      id: "address-and-failed-delivery",
      heading: "Address changes and failed deliveries",
      blocks: [
        {
          kind: "list",
          items: [
            "Please check your address, pincode and mobile number at checkout. We can change the delivery address only before the order is dispatched.",
            "If the courier cannot deliver after its attempts, for example because the address is incomplete or nobody is available, the order comes back to us. We will contact you to arrange another delivery or, if you prefer, cancel the order and refund the amount you paid.",
          ],
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [
        {
          kind: "paragraph",
          text: "For any question about delivery, contact us with your order id or receipt id.",
        },
        { kind: "contact" },
      ],
    },
  ],
};
