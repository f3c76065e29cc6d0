import { msg } from "@lingui/core/macro";
import { paths } from "@urjavolt/contract/paths";
import { commonFaq, type ProductLine } from "./product-line";

export const inverterLine: ProductLine = {
  id: "inverter",
  path: paths.inverter,
  meta: {
    title: msg`Lithium-Ion Inverter/UPS`,
    description: msg`Lithium inverter/UPS models from 1100VA to 10000VA with up to 98% efficiency, 25A fast charging and 15+ years of life.`,
  },
  hero: {
    title: msg`Lithium-Ion Inverter/UPS`,
    lead: msg`Keep the lights and fans on through every power cut, with a wall-mounted lithium-ion inverter built in Punjab.`,
    image: {
      src: "/images/heroes/inverter-hero.svg",
      alt: msg`A living room at night during a power cut, the lamp still lit by a wall-mounted lithium inverter`,
      width: 1200,
      height: 600,
    },
  },
  intro: {
    heading: msg`Backup power for homes and offices`,
    paragraphs: [
      msg`Our lithium-ion inverter/UPS range runs from 1100VA for a small home to 10000VA for a large home, shop or office.`,
    ],
    image: { src: "/images/categories/lithium-inverter-ups.svg", alt: msg`A wall-mounted lithium inverter/UPS beside a socket`, width: 600, height: 400 },
  },
  claims: [
    { value: msg`Up to 98%`, label: msg`efficiency` },
    { value: msg`15+ years`, label: msg`service life` },
    { value: msg`25A`, label: msg`fast charging` },
  ],
  features: {
    heading: msg`Why a lithium-ion inverter`,
    items: [
      msg`Up to 98% efficiency: more of the stored energy reaches your appliances.`,
      msg`15+ years of service life.`,
      msg`25A fast charging, ready again soon after the power returns.`,
      msg`Six models from 1100VA to 10000VA.`,
    ],
  },
  models: {
    heading: msg`Models`,
    lead: msg`Choose by the load you want to run during a power cut. Prices, offers and stock are the shop's, as they are now.`,
  },
  faq: [
    {
      question: msg`Which inverter models do you make?`,
      answer: msg`Six models: 1100VA, 2100VA, 3500VA, 5000VA, 7500VA and 10000VA.`,
    },
    { question: msg`How efficient is a lithium-ion inverter?`, answer: msg`Our lithium-ion inverters reach up to 98% efficiency.` },
    { question: msg`How long does it last?`, answer: msg`Our lithium-ion inverters are built for 15+ years of service.` },
    { question: msg`How fast does it charge?`, answer: msg`It charges at up to 25A, so the battery is ready again soon after the power returns.` },
    ...commonFaq,
  ],
  catalogs: [{ category: "inverter", title: msg`Lithium-Ion Inverter/UPS`, description: msg`Every model with its key specifications, price and warranty.` }],
  sizing: msg`Not sure which size you need? Pick your appliances and hours of backup and see the inverter and battery that fit.`,
  stagger: 100,
};
