import { msg } from "@lingui/core/macro";
import { paths } from "@urjavolt/contract/paths";
import { commonFaq, type ProductLine } from "./product-line";

export const evLine: ProductLine = {
  id: "ev",
  path: paths.evBatteries,
  meta: {
    title: msg`Two/Three Wheeler EV Batteries`,
    description: msg`Lithium-ion battery packs for e-rickshaws, e-loaders and electric two-wheelers with a 10 to 12 year lifespan.`,
  },
  hero: {
    title: msg`Two/Three Wheelers Batteries`,
    lead: msg`Lithium-ion packs for e-scooters, e-rickshaws and e-loaders, with a lifespan of 10 to 12 years.`,
    image: {
      src: "/images/heroes/ev-hero.svg",
      alt: msg`An e-scooter and an e-rickshaw on a road beside a charging post`,
      width: 1200,
      height: 600,
    },
  },
  intro: {
    heading: msg`Power for India's electric vehicles`,
    paragraphs: [
      msg`Our EV batteries power two- and three-wheelers: e-scooters, passenger e-rickshaws, cargo e-loaders and golf carts.`,
      msg`Each pack is a lithium-ion battery designed and made in our plants in Punjab, with a lifespan of 10 to 12 years.`,
    ],
    image: { src: "/images/categories/e-rickshaw-batteries.svg", alt: msg`An e-rickshaw beside its lithium-ion battery pack`, width: 600, height: 400 },
  },
  claims: [{ value: msg`10–12 years`, label: msg`battery lifespan` }],
  features: {
    heading: msg`Features`,
    items: [
      msg`A lifespan of 10 to 12 years.`,
      msg`Packs from 48 V to 72 V, and from 24 Ah to 105 Ah.`,
      msg`For e-scooters, e-rickshaws, e-loaders and golf carts.`,
      msg`Made in our plants in Punjab.`,
    ],
  },
  models: {
    heading: msg`Our EV battery packs`,
    lead: msg`Packs for two- and three-wheelers, with the shop's prices, offers and stock as they are now.`,
  },
  faq: [
    { question: msg`How long does an EV battery last?`, answer: msg`Our EV batteries have a lifespan of 10 to 12 years.` },
    {
      question: msg`Which vehicles are they for?`,
      answer: msg`Two- and three-wheelers: e-scooters, passenger e-rickshaws, cargo e-loaders and golf carts.`,
    },
    { question: msg`Which packs do you make?`, answer: msg`48V 24Ah, 48V 30Ah, 60V 30Ah, 72V 40Ah, 48V 105Ah, 51V 105Ah and 60V 105Ah.` },
    ...commonFaq,
  ],
  catalogs: [{ category: "ev", title: msg`Two/Three Wheelers Batteries`, description: msg`Every EV pack with its key specifications, price and warranty.` }],
  sizing: msg`Looking for home backup rather than a vehicle battery? Pick your appliances and hours of backup and see the inverter and battery that fit.`,
  stagger: 100,
};
