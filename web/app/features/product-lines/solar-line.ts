import { msg } from "@lingui/core/macro";
import { paths } from "@urjavolt/contract/paths";
import { commonFaq, type ProductLine } from "./product-line";

export const solarLine: ProductLine = {
  id: "solar",
  path: paths.solarBatteries,
  meta: {
    title: msg`Lithium Solar Batteries`,
    description: msg`Lithium solar battery systems from 2.5 to 10 KVA at 36 to 192 V, with key features, specifications and catalogues.`,
  },
  hero: {
    title: msg`Lithium Solar Batteries`,
    lead: msg`Store the sun's energy for the evening and for power cuts, with solar battery systems from 2.5 to 10 KVA.`,
    image: {
      src: "/images/heroes/solar-hero.svg",
      alt: msg`A ground-mounted solar array under the sun beside a 5 KVA solar battery system`,
      width: 1200,
      height: 600,
    },
  },
  intro: {
    heading: msg`Solar power, day and night`,
    paragraphs: [
      msg`A solar battery system stores what your panels make during the day, so that you can use it in the evening, at night and during a power cut.`,
      msg`Our range runs from 2.5 KVA at 36 V for a home to 10 KVA at 192 V for larger installations.`,
    ],
    image: { src: "/images/categories/solar-batteries.svg", alt: msg`A solar panel beside a solar battery tower`, width: 600, height: 400 },
  },
  claims: [
    { value: msg`2.5–10 KVA`, label: msg`eight systems` },
    { value: msg`36–192 V`, label: msg`nominal voltage` },
  ],
  features: {
    heading: msg`Key features`,
    items: [
      msg`Eight systems from 2.5 KVA to 10 KVA.`,
      msg`Nominal voltages from 36 V to 192 V, to match your solar installation.`,
      msg`Stores solar energy for use in the evening, at night and in power cuts.`,
      msg`Made in our plants in Punjab, with warranty registration online.`,
    ],
  },
  specification: {
    heading: msg`Technical specification`,
    lead: msg`The rated power, nominal voltage and capacity of every model in the range.`,
    image: {
      src: "/images/solar/technical-specification.svg",
      alt: msg`Technical specification table of the eight lithium solar battery systems, listing each model's rated power, nominal voltage, capacity, chemistry, cycle life and warranty`,
      width: 1000,
      height: 700,
    },
  },
  models: {
    heading: msg`Our range`,
    lead: msg`Solar battery systems from the shop, with their prices, offers and stock as they are now.`,
  },
  faq: [
    {
      question: msg`Which sizes of solar battery system do you make?`,
      answer: msg`Eight systems: 2.5 KVA (36 V), 3 KVA (48 V), 3.5 KVA (48 V), 5 KVA (96 V), 7.5 KVA (96 V or 120 V) and 10 KVA (120 V or 192 V).`,
    },
    {
      question: msg`Where can I see the full specifications?`,
      answer: msg`In the technical specification on this page and in our two catalogues, which you can download below.`,
    },
    ...commonFaq,
  ],
  catalogs: [
    { category: "solar", title: msg`Lithium Solar Batteries`, description: msg`The solar range with key specifications, prices and warranty.` },
    { category: "ess", title: msg`ESS Batteries`, description: msg`Energy storage to pair with a solar installation.` },
  ],
  sizing: msg`Sizing backup for your home? Pick your appliances and hours of backup and see the inverter and battery that fit.`,
  stagger: 150,
};
