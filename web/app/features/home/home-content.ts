import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { paths } from "@urjavolt/contract/paths";

/** One picture card: what the gallery and the product grids on the home page are made of; its words are catalogue messages (decision 056). */
export type HomeCard = {
  readonly img: string;
  readonly title: MessageDescriptor;
  readonly description: MessageDescriptor;
  readonly category: MessageDescriptor;
  readonly link: string;
};

/** The five product lines (docs/requirements/site-and-service-forms.md §1), each with its page. */
export const productLines: readonly HomeCard[] = [
  {
    img: "/images/categories/lithium-inverter-ups.svg",
    title: msg`Lithium-Ion Inverter/UPS`,
    description: msg`Wall-mounted inverters from 1100VA to 10000VA: up to 98% efficiency, 15+ years of service and 25A fast charging.`,
    category: msg`Home and office backup`,
    link: paths.inverter,
  },
  {
    img: "/images/categories/solar-batteries.svg",
    title: msg`Lithium Solar Batteries`,
    description: msg`Solar battery systems from 2.5 to 10 KVA, at 36 to 192 V, to store the sun's energy for day and night.`,
    category: msg`Solar`,
    link: paths.solarBatteries,
  },
  {
    img: "/images/categories/ess-batteries.svg",
    title: msg`ESS Batteries`,
    description: msg`Energy storage systems for homes, businesses and industry, with a life of over 10 years.`,
    category: msg`Energy storage`,
    link: paths.essBatteries,
  },
  {
    img: "/images/categories/e-rickshaw-batteries.svg",
    title: msg`Two/Three Wheelers Batteries`,
    description: msg`Lithium-ion packs for e-scooters, e-rickshaws and e-loaders, with a 10 to 12 year lifespan.`,
    category: msg`Electric vehicles`,
    link: paths.evBatteries,
  },
  {
    img: "/images/categories/telecom-batteries.svg",
    title: msg`Telecom Batteries`,
    description: msg`Rack-mount 48 V lithium-ion modules that keep telecom towers and network sites running.`,
    category: msg`Telecom`,
    link: paths.telecomBatteries,
  },
];

/** The key figures beside the products: the spec's claims (§9) and no others. */
export const keyFeatures: readonly { readonly value: MessageDescriptor; readonly label: MessageDescriptor }[] = [
  { value: msg`Up to 98%`, label: msg`inverter efficiency` },
  { value: msg`15+ years`, label: msg`inverter service life` },
  { value: msg`25A`, label: msg`fast charging` },
  { value: msg`10+ years`, label: msg`ESS battery life` },
  { value: msg`10–12 years`, label: msg`EV battery lifespan` },
  { value: msg`5 GWh`, label: msg`our future goal` },
];

/** Our Infrastructure: the two plants and the testing systems. */
export const infrastructureGallery: readonly HomeCard[] = [
  {
    img: "/images/plants/rajpura-plant.svg",
    title: msg`Unit-1, near Rajpura`,
    description: msg`Our manufacturing plant near Rajpura in Patiala district, Punjab.`,
    category: msg`Manufacturing plant`,
    link: paths.about,
  },
  {
    img: "/images/plants/mohali-plant.svg",
    title: msg`Unit-2, Mohali`,
    description: msg`Our second manufacturing plant, in the industrial area of Mohali, Punjab.`,
    category: msg`Manufacturing plant`,
    link: paths.about,
  },
  {
    img: "/images/plants/cell-assembly-line.svg",
    title: msg`Cell assembly line`,
    description: msg`Where cells are assembled into the modules and packs of our batteries.`,
    category: msg`Production`,
    link: paths.about,
  },
  {
    img: "/images/plants/battery-testing-system.svg",
    title: msg`Battery testing system`,
    description: msg`Channel testers that charge and discharge battery packs under test.`,
    category: msg`Testing`,
    link: paths.about,
  },
  {
    img: "/images/plants/testing-lab.svg",
    title: msg`Testing lab`,
    description: msg`Cycler cabinets and monitors that record charge and discharge curves.`,
    category: msg`Testing`,
    link: paths.about,
  },
  {
    img: "/images/plants/quality-control.svg",
    title: msg`Quality control`,
    description: msg`The inspection bench where battery packs are checked.`,
    category: msg`Quality`,
    link: paths.about,
  },
];

/** The Lithium Battery Product Range: ten categories, several sharing a product page. */
export const productRange: readonly HomeCard[] = [
  { img: "/images/categories/lithium-inverter-ups.svg", title: msg`Lithium Inverter/UPS`, description: msg`Wall-mounted lithium-ion inverters for homes and offices.`, category: msg`Inverter`, link: paths.inverter },
  { img: "/images/categories/inverter-batteries.svg", title: msg`Inverter Batteries`, description: msg`Lithium-ion batteries for home inverters.`, category: msg`Inverter`, link: paths.inverter },
  { img: "/images/categories/ups-batteries.svg", title: msg`UPS Batteries`, description: msg`Lithium-ion batteries for computer and office UPS.`, category: msg`Inverter`, link: paths.inverter },
  { img: "/images/categories/solar-batteries.svg", title: msg`Solar Batteries`, description: msg`Battery systems that store rooftop and ground-mounted solar power.`, category: msg`Solar`, link: paths.solarBatteries },
  { img: "/images/categories/ess-batteries.svg", title: msg`ESS Batteries`, description: msg`Rack energy storage for homes, businesses and industry.`, category: msg`Energy storage`, link: paths.essBatteries },
  { img: "/images/categories/telecom-batteries.svg", title: msg`Telecom Batteries`, description: msg`48 V rack-mount modules for towers and network sites.`, category: msg`Telecom`, link: paths.telecomBatteries },
  { img: "/images/categories/e-rickshaw-batteries.svg", title: msg`E-Rickshaw Batteries`, description: msg`Three-wheeler packs for passenger e-rickshaws.`, category: msg`Electric vehicles`, link: paths.evBatteries },
  { img: "/images/categories/e-scooter-batteries.svg", title: msg`E-Scooter Batteries`, description: msg`Two-wheeler packs for e-scooters.`, category: msg`Electric vehicles`, link: paths.evBatteries },
  { img: "/images/categories/e-loader-batteries.svg", title: msg`E-Loader Batteries`, description: msg`Packs for cargo e-loaders.`, category: msg`Electric vehicles`, link: paths.evBatteries },
  { img: "/images/categories/golf-cart-batteries.svg", title: msg`Golf Cart Batteries`, description: msg`Packs for golf carts and campus vehicles.`, category: msg`Electric vehicles`, link: paths.evBatteries },
];
