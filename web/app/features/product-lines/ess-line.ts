import { msg } from "@lingui/core/macro";
import { paths } from "@urjavolt/contract/paths";
import { commonFaq, type ProductLine } from "./product-line";

export const essLine: ProductLine = {
  id: "ess",
  path: paths.essBatteries,
  meta: {
    title: msg`ESS Batteries`,
    description: msg`Lithium energy storage systems for homes, businesses and solar plants, built for a life of over 10 years.`,
  },
  hero: {
    title: msg`ESS Batteries`,
    lead: msg`Energy storage systems that keep solar and grid power ready for when you need it, with a life of over 10 years.`,
    image: {
      src: "/images/heroes/ess-hero.svg",
      alt: msg`Battery-storage containers beside a transmission tower, wind turbines and rows of solar panels`,
      width: 1200,
      height: 600,
    },
  },
  intro: {
    heading: msg`Store energy, use it when it counts`,
    paragraphs: [
      msg`An energy storage system (ESS) stores energy from solar panels or the grid and gives it back when it is needed: at night, at peak hours or during a power cut.`,
      msg`Our ESS batteries come as rack cabinets of lithium-ion modules for homes, businesses and industry, made in our plants in Punjab.`,
    ],
    image: { src: "/images/products/ess-rack.svg", alt: msg`An ESS rack cabinet with lithium-ion battery modules`, width: 600, height: 600 },
  },
  claims: [{ value: msg`10+ years`, label: msg`battery life` }],
  features: {
    heading: msg`Where ESS batteries work`,
    items: [
      msg`Homes with rooftop solar, to use the day's energy at night.`,
      msg`Shops, offices and factories, for backup and peak-hour use.`,
      msg`Solar plants and installations that need storage.`,
      msg`A life of over 10 years.`,
    ],
  },
  models: {
    heading: msg`Our ESS batteries`,
    lead: msg`Energy storage systems from the shop, with their prices, offers and stock as they are now.`,
  },
  faq: [
    {
      question: msg`What is an ESS battery?`,
      answer: msg`An energy storage system battery stores energy from solar panels or the grid so that it can be used later, at night, at peak hours or during a power cut.`,
    },
    { question: msg`How long does an ESS battery last?`, answer: msg`Our ESS batteries are built for a life of over 10 years.` },
    ...commonFaq,
  ],
  catalogs: [{ category: "ess", title: msg`ESS Batteries`, description: msg`Our energy storage range with key specifications, prices and warranty.` }],
  sizing: msg`Sizing storage for your home? Pick your appliances and hours of backup and see the inverter and battery that fit.`,
  stagger: 150,
};
