import { paths } from "@urjavolt/contract/paths";
import { commonFaq, type ProductLine } from "./product-line";

export const solarLine: ProductLine = {
  id: "solar",
  path: paths.solarBatteries,
  meta: {
    title: "Lithium Solar Batteries",
    description: "Lithium solar battery systems from 2.5 to 10 KVA at 36 to 192 V, with key features, specifications and catalogues.",
  },
  hero: {
    title: "Lithium Solar Batteries",
    lead: "Store the sun's energy for the evening and for power cuts, with solar battery systems from 2.5 to 10 KVA.",
    image: {
      src: "/images/heroes/solar-hero.svg",
      alt: "A ground-mounted solar array under the sun beside a 5 KVA solar battery system",
      width: 1200,
      height: 600,
    },
  },
  intro: {
    heading: "Solar power, day and night",
    paragraphs: [
      "A solar battery system stores what your panels make during the day, so that you can use it in the evening, at night and during a power cut.",
      "Our range runs from 2.5 KVA at 36 V for a home to 10 KVA at 192 V for larger installations.",
    ],
    image: { src: "/images/categories/solar-batteries.svg", alt: "A solar panel beside a solar battery tower", width: 600, height: 400 },
  },
  claims: [
    { value: "2.5–10 KVA", label: "eight systems" },
    { value: "36–192 V", label: "nominal voltage" },
  ],
  features: {
    heading: "Key features",
    items: [
      "Eight systems from 2.5 KVA to 10 KVA.",
      "Nominal voltages from 36 V to 192 V, to match your solar installation.",
      "Stores solar energy for use in the evening, at night and in power cuts.",
      "Made in our plants in Punjab, with warranty registration online.",
    ],
  },
  specification: {
    heading: "Technical specification",
    lead: "The rated power, nominal voltage and capacity of every model in the range.",
    image: {
      src: "/images/solar/technical-specification.svg",
      alt: "Technical specification table of the eight lithium solar battery systems, listing each model's rated power, nominal voltage, capacity, chemistry, cycle life and warranty",
      width: 1000,
      height: 700,
    },
  },
  models: {
    heading: "Our range",
    lead: "Solar battery systems from the shop, with their prices, offers and stock as they are now.",
  },
  faq: [
    {
      question: "Which sizes of solar battery system do you make?",
      answer: "Eight systems: 2.5 KVA (36 V), 3 KVA (48 V), 3.5 KVA (48 V), 5 KVA (96 V), 7.5 KVA (96 V or 120 V) and 10 KVA (120 V or 192 V).",
    },
    {
      question: "Where can I see the full specifications?",
      answer: "In the technical specification on this page and in our two catalogues, which you can download below.",
    },
    ...commonFaq,
  ],
  catalogs: [
    { category: "solar", title: "Lithium Solar Batteries", description: "The solar range with key specifications, prices and warranty." },
    { category: "ess", title: "ESS Batteries", description: "Energy storage to pair with a solar installation." },
  ],
  sizing: "Sizing backup for your home? Pick your appliances and hours of backup and see the inverter and battery that fit.",
  stagger: 150,
};
