import { grievanceMailto, grievanceOfficer } from "@urjavolt/contract/grievance";
import { site } from "@urjavolt/contract/site";
import { CART_STORAGE_KEY } from "@urjavolt/contract/cart";
import { paths } from "@urjavolt/contract/paths";
import type { Policy } from "./policy-types";

const company = site.parentCompany.name;
const grievanceEmail = { text: grievanceOfficer.email, href: grievanceMailto };

export const privacyPolicy: Policy = {
  title: "Privacy Policy",
  description: `How ${site.brand} collects, uses, shares and protects your personal data, and your rights under India's Digital Personal Data Protection Act, 2023.`,
  lead: "What personal data we collect, why we need it, who we share it with, and how you can see, correct or delete it.",
  updated: "2026-11-27",
  sections: [
    {
      id: "about-this-policy",
      heading: "About this policy",
      blocks: [
        {
          kind: "paragraph",
          text: `${site.brand} is a brand of ${company} ("we", "us", "our"). This policy explains how we handle personal data when you visit our website, buy from our online shop, make a payment, register a warranty, raise a complaint, ask for a quote or write to us.`,
        },
        {
          kind: "paragraph",
          text: "For the purposes of India's Digital Personal Data Protection Act, 2023 (the DPDP Act), we are the Data Fiduciary for this data and you are the Data Principal. We collect your data only for the purposes described below. You give your consent when you submit a form or place an order, and we also use data where the law allows us to without consent, for example to keep tax records.",
        },
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information we collect",
      blocks: [
        { kind: "paragraph", text: "We collect only what we need for the service you ask for:" },
        {
          kind: "list",
          items: [
            [{ strong: "Orders:" }, " your name, mobile number, e-mail address, delivery address, pincode, city and state; your GSTIN if you give one for a business invoice; the products, quantities and any coupon code; and the order id, payment id and payment status that the payment gateway sends us."],
            [{ strong: "Online payments:" }, " your name, e-mail address and mobile number, the purpose of the payment and the amount."],
            [{ strong: "Warranty registration:" }, " your name and mobile number, your e-mail address if you give one, the product's serial number, the purchase date, the dealer's name, the invoice number and the copy of the invoice you upload."],
            [{ strong: "Complaints, quote requests and contact messages:" }, " your name, phone number, e-mail address, location, the product concerned and what you tell us about your requirement or problem."],
            [{ strong: "Product reviews:" }, " the name you give, your rating, your review and any photos you add. Reviews are published on the product page for everyone to read."],
            [{ strong: "Technical data:" }, " your IP address, browser and device type, the pages you request and the time of each request, recorded in our server logs."],
          ],
        },
        {
          kind: "note",
          text: "We never see or store your full card number, CVV, PIN or OTP. You enter them in the payment gateway's secure window, and they go straight to the gateway and your bank.",
        },
        {
          kind: "paragraph",
          text: "Our shop is meant for adults. If you are under 18, please ask a parent or guardian to place the order or fill in the form for you.",
        },
      ],
    },
    {
      id: "how-we-use-it",
      heading: "How we use your information",
      blocks: [
        {
          kind: "list",
          items: [
            "To confirm, pack, dispatch and deliver your order, and to issue its GST tax invoice and payment receipt.",
            "To verify payments with the payment gateway and to detect and prevent fraud.",
            "To register your warranty, check your invoice, issue your warranty certificate and handle warranty claims.",
            "To answer your complaint, quote request or message, give you a reference number and keep you informed until it is resolved.",
            "To contact you by phone, SMS, e-mail or WhatsApp about your order, payment, warranty or service request.",
            "To publish the reviews you choose to post.",
            "To keep the website secure, find faults and understand, in summary form, how the site is used so that we can improve it.",
            "To meet our legal duties, such as keeping tax and accounting records and answering lawful requests from authorities.",
          ],
        },
        {
          kind: "paragraph",
          text: "We send offers and promotional messages only if you have agreed to receive them, and you can ask us to stop at any time. We do not sell your personal data.",
        },
      ],
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      blocks: [
        { kind: "paragraph", text: "We share personal data only as far as each of these needs it to do its job for us:" },
        {
          kind: "list",
          items: [
            [{ strong: "Payment gateway:" }, " to take your payment. The gateway is regulated by the Reserve Bank of India and handles card data under the PCI DSS security standard."],
            [{ strong: "Courier and logistics partners:" }, " your name, mobile number and delivery address, to deliver your order."],
            [{ strong: "Authorised dealers and service centres:" }, " your contact details and product details, to attend to your complaint or warranty claim."],
            [{ strong: "Technology providers:" }, " the companies that host our website and database and send our messages, under contracts that require them to keep your data confidential and secure."],
            [{ strong: "Government and law enforcement:" }, " when the law requires it, for example tax authorities, courts or the police acting under a legal order."],
          ],
        },
        {
          kind: "paragraph",
          text: "If our business, or part of it, is merged with or sold to another company, your data may pass to that company, which must continue to protect it as this policy describes. We do not rent or sell personal data, and we do not share it with advertisers.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and browser storage",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Our site keeps your shopping cart in your browser's local storage, under the name ",
            { strong: `"${CART_STORAGE_KEY}"` },
            ". It holds the products in your cart (their id, name, price, picture and quantity) and no personal details. It stays on your device, so your cart is still there when you come back, and it is sent to us only when you go to checkout. You can remove it by emptying your cart or by clearing this site's data in your browser settings.",
          ],
        },
        {
          kind: "paragraph",
          text: "We do not use advertising cookies or cookies that track you across other websites.",
        },
        {
          kind: "paragraph",
          text: "Some parts of the site are provided by others. When you pay, the payment gateway's checkout window may set its own cookies to process your payment securely and prevent fraud. Our maps load map images from OpenStreetMap, whose servers receive your IP address. These providers handle that data under their own policies.",
        },
      ],
    },
    {
      id: "security",
      heading: "How we protect your information",
      blocks: [
        {
          kind: "list",
          items: [
            "Our website uses HTTPS, so data travelling between your browser and our server is encrypted.",
            "Card payments are handled entirely by the payment gateway; we do not store card details.",
            "Uploaded invoices are stored securely and can be seen only by our authorised staff; they are never available at a public web address.",
            "Only staff who need your data for their work can reach it, and we keep backups so that data is not lost.",
          ],
        },
        {
          kind: "paragraph",
          text: "No system is completely secure. If a personal data breach happens, we will act at once to contain it and will inform the people affected and the Data Protection Board of India as the DPDP Act requires.",
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      blocks: [
        {
          kind: "list",
          items: [
            "Orders, invoices and payment records: as long as Indian tax and company law requires (currently up to eight years from the end of the financial year of the sale).",
            "Warranty registrations: for the warranty period and a reasonable time after it ends, so that we can answer claims about your product; if you ask us to erase your data, only until the warranty ends.",
            "Complaints, quote requests and messages: as long as needed to resolve them and keep a service history for your product.",
            "Server logs: for a short period, for security and troubleshooting.",
          ],
        },
        {
          kind: "paragraph",
          text: "When we no longer need data for these purposes, or you withdraw your consent and no law requires us to keep it, we delete it or make it anonymous.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        { kind: "paragraph", text: "Under the Digital Personal Data Protection Act, 2023 you have the right to:" },
        {
          kind: "list",
          items: [
            [{ strong: "Access:" }, " get a summary of the personal data we hold about you, what we do with it, and who we have shared it with."],
            [{ strong: "Correction:" }, " have inaccurate or incomplete data corrected, completed or updated."],
            [{ strong: "Erasure:" }, " have your data deleted once it is no longer needed for the purpose you gave it for, unless a law requires us to keep it (tax invoices, for example)."],
            [{ strong: "Withdraw consent:" }, " at any time, as easily as you gave it. This does not affect what we did before, but we may no longer be able to provide a service that needs the data, such as warranty support."],
            [{ strong: "Grievance redressal:" }, " have your complaint about how we handle your data heard and answered by our Grievance Officer."],
            [{ strong: "Nomination:" }, " name another person to exercise these rights for you in the event of your death or incapacity."],
          ],
        },
        {
          kind: "paragraph",
          text: [
            "Signed in to ",
            { text: "My account", href: paths.accountDetails },
            ", you can download a copy of your data (PDF or JSON), correct your name, e-mail and saved addresses, move your account to a new mobile number, and erase your account; before you confirm an erasure we show what goes and what the law makes us keep, and until when. Each request is noted for our Grievance Officer. You can also e-mail our Grievance Officer at ",
            grievanceEmail,
            " from the e-mail address or with the mobile number you gave us, and tell us what you would like us to do. We may ask you to confirm your identity before acting. We will acknowledge your request within 48 hours and aim to resolve it within one month.",
          ],
        },
        {
          kind: "paragraph",
          text: "If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
        },
      ],
    },
    {
      id: "third-party-links",
      heading: "Links to other websites",
      blocks: [
        {
          kind: "paragraph",
          text: "Our site links to other websites, such as our pages on Facebook, Instagram, LinkedIn and WhatsApp, our careers site and our parent company's website. Those sites have their own privacy policies, and we are not responsible for how they handle your data. Please read their policies before giving them personal information.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          kind: "paragraph",
          text: "We may update this policy when our services or the law change. The date at the top of this page shows when it last changed. If a change significantly affects how we use your data, we will say so on this website and, where we have your e-mail address, write to you.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "For questions about this policy or your personal data, write to our Grievance Officer at ",
            grievanceEmail,
            ". For orders, warranty and service, visit our ",
            { text: "Customer Support page", href: paths.support },
            " or use the details below.",
          ],
        },
        { kind: "grievanceOfficer" },
        { kind: "contact" },
      ],
    },
  ],
};
