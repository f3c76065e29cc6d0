import { paths } from "@urjavolt/contract/paths";
import { commonFaq, type ProductLine } from "./product-line";

export const telecomLine: ProductLine = {
  id: "telecom",
  path: paths.telecomBatteries,
  meta: {
    title: "Telecom Batteries",
    description: "48 V rack-mount lithium-ion battery modules that keep telecom towers and network sites running through power cuts.",
  },
  hero: {
    title: "Telecom Batteries",
    lead: "Rack-mount 48 V lithium-ion modules that keep telecom towers and network sites on air when the grid goes down.",
    image: {
      src: "/images/heroes/telecom-hero.svg",
      alt: "A telecom tower on a hill with a shelter cabinet of rack-mount 48 V battery modules",
      width: 1200,
      height: 600,
    },
  },
  intro: {
    heading: "Backup for the network",
    paragraphs: [
      "Telecom towers and network sites need power around the clock. Our telecom batteries are 48 V lithium-ion modules that fit standard equipment racks in shelters and outdoor cabinets.",
      "They are designed and made in our plants in Punjab and backed by our service team.",
    ],
    image: { src: "/images/products/telecom-48v-100ah.svg", alt: "A 48V 100Ah rack-mount telecom battery module", width: 600, height: 600 },
  },
  claims: [
    { value: "48 V", label: "rack-mount modules" },
    { value: "100 Ah", label: "per module" },
  ],
  features: {
    heading: "Built for telecom sites",
    items: [
      "48 V modules for telecom power systems.",
      "Rack-mount, for shelters and outdoor cabinets.",
      "Backed by our service team, with warranty registration online.",
      "Made in our plants in Punjab.",
    ],
  },
  models: {
    heading: "Model",
    lead: "Our rack-mount telecom module, with the shop's price, offer and stock as they are now.",
  },
  faq: [
    { question: "What voltage are your telecom batteries?", answer: "They are 48 V lithium-ion modules for telecom power systems." },
    { question: "Where do they fit?", answer: "In standard equipment racks, in telecom shelters and outdoor cabinets." },
    ...commonFaq,
  ],
  catalogs: [{ category: "telecom", title: "Telecom Batteries", description: "Our telecom modules with key specifications, prices and warranty." }],
  stagger: 150,
};
