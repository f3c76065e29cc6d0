import { paths } from "@urjavolt/contract/paths";

/** One picture card: what the gallery and the product grids on the home page are made of. */
export type HomeCard = {
  readonly img: string;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly link: string;
};

/** The five product lines (docs/requirements/site-and-service-forms.md §1), each with its page. */
export const productLines: readonly HomeCard[] = [
  {
    img: "/images/categories/lithium-inverter-ups.svg",
    title: "Lithium-Ion Inverter/UPS",
    description: "Wall-mounted inverters from 1100VA to 10000VA: up to 98% efficiency, 15+ years of service and 25A fast charging.",
    category: "Home and office backup",
    link: paths.inverter,
  },
  {
    img: "/images/categories/solar-batteries.svg",
    title: "Lithium Solar Batteries",
    description: "Solar battery systems from 2.5 to 10 KVA, at 36 to 192 V, to store the sun's energy for day and night.",
    category: "Solar",
    link: paths.solarBatteries,
  },
  {
    img: "/images/categories/ess-batteries.svg",
    title: "ESS Batteries",
    description: "Energy storage systems for homes, businesses and industry, with a life of over 10 years.",
    category: "Energy storage",
    link: paths.essBatteries,
  },
  {
    img: "/images/categories/e-rickshaw-batteries.svg",
    title: "Two/Three Wheelers Batteries",
    description: "Lithium-ion packs for e-scooters, e-rickshaws and e-loaders, with a 10 to 12 year lifespan.",
    category: "Electric vehicles",
    link: paths.evBatteries,
  },
  {
    img: "/images/categories/telecom-batteries.svg",
    title: "Telecom Batteries",
    description: "Rack-mount 48 V lithium-ion modules that keep telecom towers and network sites running.",
    category: "Telecom",
    link: paths.telecomBatteries,
  },
];

/** The key figures beside the products: the spec's claims (§9) and no others. */
export const keyFeatures: readonly { readonly value: string; readonly label: string }[] = [
  { value: "Up to 98%", label: "inverter efficiency" },
  { value: "15+ years", label: "inverter service life" },
  { value: "25A", label: "fast charging" },
  { value: "10+ years", label: "ESS battery life" },
  { value: "10–12 years", label: "EV battery lifespan" },
  { value: "5 GWh", label: "our future goal" },
];

/** Our Infrastructure: the two plants and the testing systems. */
export const infrastructureGallery: readonly HomeCard[] = [
  {
    img: "/images/plants/rajpura-plant.svg",
    title: "Unit-1, near Rajpura",
    description: "Our manufacturing plant near Rajpura in Patiala district, Punjab.",
    category: "Manufacturing plant",
    link: paths.about,
  },
  {
    img: "/images/plants/mohali-plant.svg",
    title: "Unit-2, Mohali",
    description: "Our second manufacturing plant, in the industrial area of Mohali, Punjab.",
    category: "Manufacturing plant",
    link: paths.about,
  },
  {
    img: "/images/plants/cell-assembly-line.svg",
    title: "Cell assembly line",
    description: "Where cells are assembled into the modules and packs of our batteries.",
    category: "Production",
    link: paths.about,
  },
  {
    img: "/images/plants/battery-testing-system.svg",
    title: "Battery testing system",
    description: "Channel testers that charge and discharge battery packs under test.",
    category: "Testing",
    link: paths.about,
  },
  {
    img: "/images/plants/testing-lab.svg",
    title: "Testing lab",
    description: "Cycler cabinets and monitors that record charge and discharge curves.",
    category: "Testing",
    link: paths.about,
  },
  {
    img: "/images/plants/quality-control.svg",
    title: "Quality control",
    description: "The inspection bench where battery packs are checked.",
    category: "Quality",
    link: paths.about,
  },
];

/** The Lithium Battery Product Range: ten categories, several sharing a product page. */
export const productRange: readonly HomeCard[] = [
  { img: "/images/categories/lithium-inverter-ups.svg", title: "Lithium Inverter/UPS", description: "Wall-mounted lithium-ion inverters for homes and offices.", category: "Inverter", link: paths.inverter },
  { img: "/images/categories/inverter-batteries.svg", title: "Inverter Batteries", description: "Lithium-ion batteries for home inverters.", category: "Inverter", link: paths.inverter },
  { img: "/images/categories/ups-batteries.svg", title: "UPS Batteries", description: "Lithium-ion batteries for computer and office UPS.", category: "Inverter", link: paths.inverter },
  { img: "/images/categories/solar-batteries.svg", title: "Solar Batteries", description: "Battery systems that store rooftop and ground-mounted solar power.", category: "Solar", link: paths.solarBatteries },
  { img: "/images/categories/ess-batteries.svg", title: "ESS Batteries", description: "Rack energy storage for homes, businesses and industry.", category: "Energy storage", link: paths.essBatteries },
  { img: "/images/categories/telecom-batteries.svg", title: "Telecom Batteries", description: "48 V rack-mount modules for towers and network sites.", category: "Telecom", link: paths.telecomBatteries },
  { img: "/images/categories/e-rickshaw-batteries.svg", title: "E-Rickshaw Batteries", description: "Three-wheeler packs for passenger e-rickshaws.", category: "Electric vehicles", link: paths.evBatteries },
  { img: "/images/categories/e-scooter-batteries.svg", title: "E-Scooter Batteries", description: "Two-wheeler packs for e-scooters.", category: "Electric vehicles", link: paths.evBatteries },
  { img: "/images/categories/e-loader-batteries.svg", title: "E-Loader Batteries", description: "Packs for cargo e-loaders.", category: "Electric vehicles", link: paths.evBatteries },
  { img: "/images/categories/golf-cart-batteries.svg", title: "Golf Cart Batteries", description: "Packs for golf carts and campus vehicles.", category: "Electric vehicles", link: paths.evBatteries },
];
