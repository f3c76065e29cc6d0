import { msg } from "@lingui/core/macro";
import { paths } from "@urjavolt/contract/paths";
import { commonFaq, type ProductLine } from "./product-line";

export const telecomLine: ProductLine = {
  id: "telecom",
  path: paths.telecomBatteries,
  meta: {
    title: msg`Telecom Batteries`,
    description: msg`48 V rack-mount lithium-ion battery modules that keep telecom towers and network sites running through power cuts.`,
  },
  hero: {
    title: msg`Telecom Batteries`,
    lead: msg`Rack-mount 48 V lithium-ion modules that keep telecom towers and network sites on air when the grid goes down.`,
    image: {
      src: "/images/heroes/telecom-hero.svg",
      alt: msg`A telecom tower on a hill with a shelter cabinet of rack-mount 48 V battery modules`,
      width: 1200,
      height: 600,
    },
  },
  intro: {
    heading: msg`Backup for the network`,
    paragraphs: [
      msg`Telecom towers and network sites need power around the clock. Our telecom batteries are 48 V lithium-ion modules that fit standard equipment racks in shelters and outdoor cabinets.`,
      msg`They are designed and made in our plants in Punjab and backed by our service team.`,
    ],
    image: { src: "/images/products/telecom-48v-100ah.svg", alt: msg`A 48V 100Ah rack-mount telecom battery module`, width: 600, height: 600 },
  },
  claims: [
    { value: msg`48 V`, label: msg`rack-mount modules` },
    { value: msg`100 Ah`, label: msg`per module` },
  ],
  features: {
    heading: msg`Built for telecom sites`,
    items: [
      msg`48 V modules for telecom power systems.`,
      msg`Rack-mount, for shelters and outdoor cabinets.`,
      msg`Backed by our service team, with warranty registration online.`,
      msg`Made in our plants in Punjab.`,
    ],
  },
  models: {
    heading: msg`Model`,
    lead: msg`Our rack-mount telecom module, with the shop's price, offer and stock as they are now.`,
  },
  faq: [
    { question: msg`What voltage are your telecom batteries?`, answer: msg`They are 48 V lithium-ion modules for telecom power systems.` },
    { question: msg`Where do they fit?`, answer: msg`In standard equipment racks, in telecom shelters and outdoor cabinets.` },
    ...commonFaq,
  ],
  catalogs: [{ category: "telecom", title: msg`Telecom Batteries`, description: msg`Our telecom modules with key specifications, prices and warranty.` }],
  stagger: 150,
};
