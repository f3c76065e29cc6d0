import { type ProductInput, ProductInputSchema, normalizeIncomingProduct } from "@urjavolt/contract/catalogue";
import { site } from "@urjavolt/contract/site";
import { recordStockMovements } from "../inventory/stock-ledger.ts";
import type { Database } from "../../db/client.ts";
import { type NewProductRow, products } from "../../db/schema/catalogue.ts";
import { toProductRow } from "./catalogue-rows.ts";

/**
 * The demo catalogue: what a lithium battery and inverter maker in Punjab really sells, written as
 * the old server's records (spec field names, prices in rupees) and brought in through the same
 * tolerant import as any other data. Claims only from the spec: up to 98% efficiency, 15+ years and
 * 25A fast charging (inverters), over 10 years (ESS), a 10 to 12 year lifespan (EV).
 *
 * Ratings and review counts start at zero: they are counted from real reviews, never invented.
 */

const shot = (file: string) => `/images/products/${file}`;
const card = (file: string) => `/images/categories/${file}`;

const manufacturer = `${site.parentCompany.name}, ${site.addresses.unit1.lines.join(", ")}`;

function madeBy(model: string, madeInIndia: boolean): Record<string, string> {
  return {
    Model: model,
    Manufacturer: madeInIndia ? manufacturer : `Imported and marketed by ${site.parentCompany.name}`,
    "Country of origin": madeInIndia ? "India" : "China",
    "Warranty service": "Through authorised service centres",
    "Net quantity": "1 unit",
  };
}

type Raw = Record<string, unknown>;

function inverter(options: {
  va: number;
  model: string;
  price: number;
  discounted: number;
  stock: number;
  systemVoltage: string;
  builtInBattery?: string;
  warranty: string;
  dimensions: string;
  weight: string;
  madeInIndia: boolean;
  isNew?: boolean;
}): Raw {
  const rating = options.va >= 3500 ? `${options.va / 1000} KVA` : `${options.va}VA`;
  const builtIn = options.builtInBattery;
  return {
    model: options.model,
    product_name: `Lithium Inverter/UPS ${options.va}VA`,
    product_category: "inverter",
    product_description: builtIn
      ? `A ${rating} pure sine wave inverter/UPS with a built-in ${builtIn} LiFePO4 battery in one wall-mount unit: silent, maintenance-free backup for fans, lights, a refrigerator and a TV, with no acid, no water top-ups and no fumes.`
      : `A ${rating} pure sine wave inverter/UPS for large homes, shops and offices, designed for our ${options.systemVoltage} lithium battery banks. It converts with up to 98% efficiency and charges the bank at up to 25A.`,
    product_price: options.price,
    product_discountedPrice: options.discounted,
    product_stock: options.stock,
    // The wall-mount units also show where they go and where they are made.
    product_images: [
      shot(`inverter-${options.va}va.svg`),
      card("lithium-inverter-ups.svg"),
      ...(builtIn ? ["/images/heroes/inverter-hero.svg", "/images/plants/quality-control.svg"] : []),
    ],
    product_capacity: `${options.va}VA`,
    product_batteryType: "LiFePO4",
    product_warranty: options.warranty,
    product_features: [
      "Up to 98% efficiency",
      "25A fast charging",
      "15+ years of design life",
      "Pure sine wave output, safe for sensitive electronics",
      builtIn ? `Built-in ${builtIn} LiFePO4 battery` : `Works with ${options.systemVoltage} lithium battery banks`,
      "LCD display with load, battery and backup-time readings",
    ],
    product_specs: {
      "Rated capacity": `${options.va}VA`,
      "Output waveform": "Pure sine wave",
      Efficiency: "Up to 98%",
      "System voltage": options.systemVoltage,
      "Maximum charging current": "25A",
      ...(builtIn ? { "Built-in battery": `${builtIn} LiFePO4` } : { "Battery compatibility": "LiFePO4 and NMC lithium banks" }),
      "Input voltage range": "100-300V AC",
      "Transfer time": "Under 10 ms",
    },
    addtional_info: madeBy(options.model, options.madeInIndia),
    dimensions: options.dimensions,
    weight: options.weight,
    what_is_in_box: builtIn
      ? [`${options.va}VA lithium inverter/UPS with built-in battery`, "Wall-mount bracket and screws", "Output cord", "User manual and warranty card"]
      : [`${rating} inverter/UPS`, "Battery cable set", "Wall-mount bracket and screws", "User manual and warranty card"],
    madeInIndia: options.madeInIndia,
    isNew: options.isNew ?? false,
    // What the shop says is in the box and which battery it offers with it (decision 044).
    battery: builtIn ? "built-in" : "external",
    battery_bank_volts: builtIn ? null : Number.parseFloat(options.systemVoltage),
  };
}

function inverterBattery(options: {
  volts: string;
  ah: number;
  model: string;
  price: number;
  discounted: number;
  stock: number;
  cells: string;
  weight: string;
  dimensions: string;
  isNew?: boolean;
}): Raw {
  const kwh = ((Number.parseFloat(options.volts) * options.ah) / 1000).toFixed(2).replace(/\.?0+$/, "");
  return {
    model: options.model,
    product_name: `${options.volts} ${options.ah}Ah Lithium Inverter Battery`,
    product_category: "battery",
    product_description: `A ${options.volts} ${options.ah}Ah (${kwh} kWh) LiFePO4 battery bank for lithium inverters and solar hybrid inverters, with a built-in battery management system that guards every cell against over-charge, deep discharge, short circuit and heat.`,
    product_price: options.price,
    product_discountedPrice: options.discounted,
    product_stock: options.stock,
    product_images: [card("inverter-batteries.svg")],
    product_capacity: `${options.volts} ${options.ah}Ah`,
    product_batteryType: "LiFePO4",
    product_warranty: "5 Years",
    product_features: [
      `${kwh} kWh of usable storage`,
      "Built-in battery management system",
      "25A fast charging with our lithium inverters",
      "No maintenance: no water top-ups, no acid, no fumes",
    ],
    product_specs: {
      "Nominal voltage": options.volts,
      Capacity: `${options.ah}Ah`,
      Energy: `${kwh} kWh`,
      Chemistry: "LiFePO4",
      Configuration: options.cells,
      "Cycle life": "6000 cycles",
      "Charging current": "Up to 25A with our inverters",
      Communication: "RS485 and CAN",
    },
    addtional_info: madeBy(options.model, true),
    dimensions: options.dimensions,
    weight: options.weight,
    what_is_in_box: ["Battery pack", "Battery cable set", "Terminal covers", "User manual and warranty card"],
    madeInIndia: true,
    isNew: options.isNew ?? false,
  };
}

function solar(options: {
  kva: number;
  volts: number;
  ah: number;
  image: string;
  price: number;
  discounted: number;
  stock: number;
  weight: string;
  dimensions: string;
  isNew?: boolean;
}): Raw {
  const model = `UVS-${options.kva}K-${options.volts}V`;
  const kwh = ((options.volts * options.ah) / 1000).toFixed(1).replace(/\.0$/, "");
  return {
    model,
    product_name: `${options.kva} KVA ${options.volts}V ${options.ah}Ah Solar Battery System`,
    product_category: "solar",
    product_description: `A ${options.kva} KVA solar battery system at ${options.volts} V with ${options.ah}Ah of LiFePO4 storage (${kwh} kWh). It stores the day's solar power for the evening and for power cuts, and works with on-grid hybrid and off-grid solar inverters.`,
    product_price: options.price,
    product_discountedPrice: options.discounted,
    product_stock: options.stock,
    product_images: [shot(options.image), card("solar-batteries.svg")],
    product_capacity: `${options.kva} KVA`,
    product_batteryType: "LiFePO4",
    product_warranty: "5 Years",
    product_features: [
      `${kwh} kWh of solar storage`,
      "6000 cycles",
      "Built-in battery management system",
      "Works with hybrid and off-grid solar inverters",
    ],
    product_specs: {
      "Rated power": `${options.kva} KVA`,
      "Nominal voltage": `${options.volts} V`,
      Capacity: `${options.ah}Ah`,
      Energy: `${kwh} kWh`,
      Chemistry: "LiFePO4",
      "Cycle life": "6000 cycles",
    },
    addtional_info: madeBy(model, true),
    dimensions: options.dimensions,
    weight: options.weight,
    what_is_in_box: ["Battery system", "Battery cable set", "Mounting hardware", "User manual and warranty card"],
    madeInIndia: true,
    isNew: options.isNew ?? false,
  };
}

function ev(options: {
  volts: number;
  ah: number;
  chemistry: "LiFePO4" | "NMC";
  vehicle: string;
  image: string;
  price: number;
  discounted: number;
  stock: number;
  weight: string;
  dimensions: string;
  isNew?: boolean;
}): Raw {
  const model = `UVE-${options.volts}-${options.ah}`;
  const kwh = ((options.volts * options.ah) / 1000).toFixed(2).replace(/\.?0+$/, "");
  return {
    model,
    product_name: `${options.volts}V ${options.ah}Ah Lithium-Ion EV Battery`,
    product_category: "ev",
    product_description: `A ${options.volts}V ${options.ah}Ah ${options.chemistry} battery pack (${kwh} kWh) for ${options.vehicle}: more range per charge, faster charging and a 10 to 12 year lifespan, in a sealed pack that needs no upkeep.`,
    product_price: options.price,
    product_discountedPrice: options.discounted,
    product_stock: options.stock,
    product_images: [shot(options.image), card(options.volts >= 51 && options.ah >= 100 ? "e-loader-batteries.svg" : options.ah >= 100 ? "e-rickshaw-batteries.svg" : "e-scooter-batteries.svg")],
    product_capacity: `${options.volts}V ${options.ah}Ah`,
    product_batteryType: options.chemistry,
    product_warranty: "3 Years",
    product_features: [
      "10 to 12 year lifespan",
      `${kwh} kWh pack for ${options.vehicle}`,
      "Smart battery management system with cell balancing",
      "Sealed, vibration-tested pack",
    ],
    product_specs: {
      "Nominal voltage": `${options.volts}V`,
      Capacity: `${options.ah}Ah`,
      Energy: `${kwh} kWh`,
      Chemistry: options.chemistry,
      "Suitable for": options.vehicle,
      Lifespan: "10 to 12 years",
    },
    addtional_info: madeBy(model, true),
    dimensions: options.dimensions,
    weight: options.weight,
    what_is_in_box: ["Battery pack", "Charger", "Connector harness", "User manual and warranty card"],
    madeInIndia: true,
    isNew: options.isNew ?? false,
  };
}

function storage(options: {
  model: string;
  name: string;
  kind: "ess" | "telecom";
  volts: string;
  ah: number;
  image: string;
  price: number;
  discounted: number;
  stock: number;
  weight: string;
  dimensions: string;
  warranty: string;
  madeInIndia: boolean;
  isNew?: boolean;
}): Raw {
  const kwh = ((Number.parseFloat(options.volts) * options.ah) / 1000).toFixed(2).replace(/\.?0+$/, "");
  const ess = options.kind === "ess";
  return {
    model: options.model,
    product_name: options.name,
    product_category: options.kind,
    product_description: ess
      ? `A ${kwh} kWh energy storage system (${options.volts}, ${options.ah}Ah LiFePO4) for homes, shops, offices and small factories: it keeps solar power for later, cuts peak-hour bills and runs through power cuts, with a life of over 10 years.`
      : `A ${options.volts} ${options.ah}Ah LiFePO4 battery module for telecom towers, shelters and network cabinets: 19-inch rack mount, built-in battery management with remote monitoring, and a long life in hot sites without air conditioning.`,
    product_price: options.price,
    product_discountedPrice: options.discounted,
    product_stock: options.stock,
    product_images: [options.image, card(ess ? "ess-batteries.svg" : "telecom-batteries.svg")],
    product_capacity: ess ? `${kwh} kWh` : `${options.volts} ${options.ah}Ah`,
    product_batteryType: "LiFePO4",
    product_warranty: options.warranty,
    product_features: ess
      ? ["A life of over 10 years", `${kwh} kWh of storage`, "Stackable modules: add capacity later", "Remote monitoring over RS485 and CAN"]
      : ["19-inch rack mount", "Remote monitoring over RS485 and SNMP", "Built-in battery management system", "Works with standard -48V telecom rectifiers"],
    product_specs: {
      "Nominal voltage": options.volts,
      Capacity: `${options.ah}Ah`,
      Energy: `${kwh} kWh`,
      Chemistry: "LiFePO4",
      "Cycle life": "6000 cycles",
      ...(ess ? { "Design life": "Over 10 years" } : { Mounting: "19-inch rack, 3U" }),
      Communication: ess ? "RS485 and CAN" : "RS485 and SNMP",
    },
    addtional_info: madeBy(options.model, options.madeInIndia),
    dimensions: options.dimensions,
    weight: options.weight,
    what_is_in_box: ess
      ? ["Battery cabinet with modules", "Power and communication cables", "Installation kit", "User manual and warranty card"]
      : ["Battery module", "Rack-mount ears and screws", "Power cables", "User manual and warranty card"],
    madeInIndia: options.madeInIndia,
    isNew: options.isNew ?? false,
  };
}

function accessory(options: {
  model: string;
  name: string;
  image: string;
  description: string;
  price: number;
  discounted: number;
  warranty: string;
  features: string[];
  specs: Record<string, string>;
  inTheBox: string[];
  dimensions: string;
  weight: string;
  /** The accessory's own HSN code (the batteries' and inverters' come from their category). */
  hsn: string;
  isNew?: boolean;
}): Raw {
  return {
    model: options.model,
    product_name: options.name,
    product_category: "accessory",
    hsn_code: options.hsn,
    gst_rate: 18,
    product_description: options.description,
    product_price: options.price,
    product_discountedPrice: options.discounted,
    // Spec §3: accessories are stocked ten at a time.
    product_stock: 10,
    product_images: [shot(options.image)],
    product_warranty: options.warranty,
    product_features: options.features,
    product_specs: options.specs,
    addtional_info: madeBy(options.model, true),
    dimensions: options.dimensions,
    weight: options.weight,
    what_is_in_box: options.inTheBox,
    madeInIndia: true,
    isNew: options.isNew ?? false,
  };
}

/** The demo catalogue in the old server's shape, in catalogue order. */
export function demoCatalogueRecords(): Raw[] {
  return [
    inverter({ va: 1100, model: "UVI-1100", price: 32_999, discounted: 27_499, stock: 24, systemVoltage: "12.8V", builtInBattery: "12.8V 100Ah", warranty: "5 Years", dimensions: "420 x 340 x 190 mm", weight: "17 kg", madeInIndia: true }),
    inverter({ va: 2100, model: "UVI-2100", price: 49_999, discounted: 42_999, stock: 3, systemVoltage: "25.6V", builtInBattery: "25.6V 100Ah", warranty: "5 Years", dimensions: "520 x 380 x 210 mm", weight: "29 kg", madeInIndia: true }),
    inverter({ va: 3500, model: "UVI-3500", price: 38_999, discounted: 34_999, stock: 12, systemVoltage: "48V", warranty: "2 Years", dimensions: "460 x 320 x 140 mm", weight: "11 kg", madeInIndia: true, isNew: true }),
    inverter({ va: 5000, model: "UVI-5000", price: 54_999, discounted: 48_999, stock: 8, systemVoltage: "48V", warranty: "2 Years", dimensions: "500 x 350 x 150 mm", weight: "14 kg", madeInIndia: true }),
    inverter({ va: 7500, model: "UVI-7500", price: 79_999, discounted: 72_999, stock: 0, systemVoltage: "96V", warranty: "2 Years", dimensions: "560 x 400 x 180 mm", weight: "21 kg", madeInIndia: false }),
    inverter({ va: 10000, model: "UVI-10000", price: 1_09_999, discounted: 99_999, stock: 4, systemVoltage: "120V", warranty: "2 Years", dimensions: "600 x 430 x 190 mm", weight: "26 kg", madeInIndia: false, isNew: true }),

    inverterBattery({ volts: "48V", ah: 100, model: "UVB-48-100", price: 84_999, discounted: 74_999, stock: 15, cells: "15S LiFePO4", dimensions: "480 x 440 x 180 mm", weight: "42 kg" }),
    inverterBattery({ volts: "48V", ah: 200, model: "UVB-48-200", price: 1_54_999, discounted: 1_39_999, stock: 6, cells: "15S2P LiFePO4", dimensions: "600 x 480 x 240 mm", weight: "80 kg" }),
    inverterBattery({ volts: "51.2V", ah: 100, model: "UVB-51-100", price: 89_999, discounted: 79_999, stock: 2, cells: "16S LiFePO4", dimensions: "480 x 440 x 180 mm", weight: "45 kg", isNew: true }),
    inverterBattery({ volts: "51.2V", ah: 200, model: "UVB-51-200", price: 1_64_999, discounted: 1_44_999, stock: 5, cells: "16S2P LiFePO4", dimensions: "600 x 480 x 240 mm", weight: "86 kg" }),

    solar({ kva: 2.5, volts: 36, ah: 100, image: "solar-2-5kva.svg", price: 74_999, discounted: 64_999, stock: 10, dimensions: "520 x 440 x 200 mm", weight: "34 kg" }),
    solar({ kva: 3, volts: 48, ah: 100, image: "solar-3kva.svg", price: 89_999, discounted: 79_999, stock: 14, dimensions: "560 x 440 x 220 mm", weight: "44 kg" }),
    solar({ kva: 3.5, volts: 48, ah: 150, image: "solar-3-5kva.svg", price: 1_29_999, discounted: 1_14_999, stock: 7, dimensions: "600 x 480 x 240 mm", weight: "63 kg" }),
    solar({ kva: 5, volts: 96, ah: 100, image: "solar-5kva.svg", price: 1_79_999, discounted: 1_59_999, stock: 5, dimensions: "680 x 520 x 260 mm", weight: "86 kg" }),
    solar({ kva: 7.5, volts: 96, ah: 150, image: "solar-7-5kva-96v.svg", price: 2_59_999, discounted: 2_34_999, stock: 4, dimensions: "760 x 560 x 300 mm", weight: "124 kg" }),
    solar({ kva: 7.5, volts: 120, ah: 150, image: "solar-7-5kva-120v.svg", price: 3_19_999, discounted: 2_89_999, stock: 3, dimensions: "820 x 600 x 320 mm", weight: "152 kg", isNew: true }),
    solar({ kva: 10, volts: 120, ah: 200, image: "solar-10kva-120v.svg", price: 4_19_999, discounted: 3_79_999, stock: 2, dimensions: "900 x 600 x 360 mm", weight: "198 kg" }),
    solar({ kva: 10, volts: 192, ah: 150, image: "solar-10kva-192v.svg", price: 4_89_999, discounted: 4_49_999, stock: 0, dimensions: "1100 x 600 x 400 mm", weight: "236 kg", isNew: true }),

    storage({ model: "UVESS-10K", name: "10 kWh Energy Storage System", kind: "ess", volts: "51.2V", ah: 200, image: shot("ess-rack.svg"), price: 2_99_999, discounted: 2_69_999, stock: 6, weight: "98 kg", dimensions: "650 x 500 x 900 mm", warranty: "7 Years", madeInIndia: true }),
    storage({ model: "UVESS-15K", name: "15 kWh Energy Storage System", kind: "ess", volts: "51.2V", ah: 300, image: shot("ess-rack.svg"), price: 4_49_999, discounted: 3_99_999, stock: 3, weight: "142 kg", dimensions: "650 x 500 x 1200 mm", warranty: "7 Years", madeInIndia: true }),
    storage({ model: "UVESS-20K", name: "20 kWh Energy Storage System", kind: "ess", volts: "51.2V", ah: 400, image: shot("ess-rack.svg"), price: 5_89_999, discounted: 5_39_999, stock: 0, weight: "188 kg", dimensions: "650 x 500 x 1500 mm", warranty: "7 Years", madeInIndia: false, isNew: true }),

    storage({ model: "UVT-48-100", name: "48V 100Ah Telecom Lithium Battery", kind: "telecom", volts: "48V", ah: 100, image: shot("telecom-48v-100ah.svg"), price: 79_999, discounted: 69_999, stock: 18, weight: "44 kg", dimensions: "442 x 400 x 133 mm", warranty: "5 Years", madeInIndia: true }),
    storage({ model: "UVT-48-150", name: "48V 150Ah Telecom Lithium Battery", kind: "telecom", volts: "48V", ah: 150, image: card("telecom-batteries.svg"), price: 1_14_999, discounted: 1_02_999, stock: 9, weight: "62 kg", dimensions: "442 x 500 x 177 mm", warranty: "5 Years", madeInIndia: true, isNew: true }),

    ev({ volts: 48, ah: 24, chemistry: "NMC", vehicle: "electric scooters", image: "ev-48v-24ah.svg", price: 27_999, discounted: 23_999, stock: 30, weight: "9 kg", dimensions: "320 x 180 x 150 mm" }),
    ev({ volts: 48, ah: 30, chemistry: "NMC", vehicle: "electric scooters", image: "ev-48v-30ah.svg", price: 32_999, discounted: 28_499, stock: 22, weight: "11 kg", dimensions: "350 x 190 x 160 mm" }),
    ev({ volts: 60, ah: 30, chemistry: "NMC", vehicle: "high-speed electric scooters", image: "ev-60v-30ah.svg", price: 39_999, discounted: 34_999, stock: 5, weight: "14 kg", dimensions: "400 x 200 x 160 mm" }),
    ev({ volts: 72, ah: 40, chemistry: "NMC", vehicle: "electric motorcycles", image: "ev-72v-40ah.svg", price: 59_999, discounted: 54_999, stock: 7, weight: "22 kg", dimensions: "440 x 240 x 180 mm", isNew: true }),
    ev({ volts: 48, ah: 105, chemistry: "LiFePO4", vehicle: "e-rickshaws", image: "ev-48v-105ah.svg", price: 89_999, discounted: 79_999, stock: 14, weight: "46 kg", dimensions: "520 x 320 x 240 mm" }),
    ev({ volts: 51, ah: 105, chemistry: "LiFePO4", vehicle: "3-wheelers", image: "ev-51v-105ah.svg", price: 94_999, discounted: 84_999, stock: 9, weight: "49 kg", dimensions: "540 x 320 x 240 mm", isNew: true }),
    ev({ volts: 60, ah: 105, chemistry: "LiFePO4", vehicle: "e-loaders", image: "ev-60v-105ah.svg", price: 1_09_999, discounted: 99_999, stock: 1, weight: "58 kg", dimensions: "600 x 340 x 250 mm" }),

    accessory({
      model: "UVA-MON-WIFI",
      hsn: "85176290",
      name: "Smart Wi-Fi Battery Monitor",
      image: "accessory-wifi-monitor.svg",
      description:
        "A small module that connects to the communication port of our lithium inverters and battery banks and sends their readings to your phone over home Wi-Fi: charge level, backup time left, load and power-cut alerts.",
      price: 11_999,
      discounted: 8_999,
      warranty: "2 Years",
      features: ["Charge level and backup time on your phone", "Power-cut and low-battery alerts", "Connects over RS485 or CAN", "2.4 GHz Wi-Fi, no extra hub needed"],
      specs: { Connectivity: "2.4 GHz Wi-Fi", "Battery link": "RS485 and CAN", Power: "5V from the inverter port", Compatibility: "Our lithium inverters and 48V/51.2V battery banks" },
      inTheBox: ["Wi-Fi monitor module", "2 m communication cable", "Double-sided mounting tape", "Quick start guide"],
      dimensions: "95 x 60 x 25 mm",
      weight: "120 g",
      isNew: true,
    }),
    accessory({
      model: "UVA-WMK",
      hsn: "73269099",
      name: "Wall-Mount Kit with Cables",
      image: "accessory-wall-mount-kit.svg",
      description:
        "A powder-coated steel bracket for hanging an inverter and its battery neatly on the wall, with the cable set and fasteners to wire them: frees the floor and keeps children and water away from the terminals.",
      price: 5_999,
      discounted: 4_599,
      warranty: "1 Year",
      features: ["Holds inverter and battery up to 60 kg", "Powder-coated steel, rust resistant", "Battery cables and lugs included", "Fasteners for brick and concrete walls"],
      specs: { Material: "Powder-coated steel", "Load rating": "60 kg", Cables: "25 sq mm copper, 1 m pair", Fasteners: "6 anchor bolts" },
      inTheBox: ["Wall bracket", "Battery cable pair with lugs", "Anchor bolts and washers", "Drilling template"],
      dimensions: "520 x 300 x 180 mm",
      weight: "6.5 kg",
    }),
    accessory({
      model: "UVA-CBL-35",
      hsn: "85444999",
      name: "Battery Cable Set (35 sq mm)",
      image: "accessory-battery-cables.svg",
      description:
        "Flexible copper cables with crimped, tinned lugs for connecting a lithium battery bank to an inverter at high current, or for joining two battery modules in parallel, with red and black sleeves and terminal covers.",
      price: 4_299,
      discounted: 3_299,
      warranty: "1 Year",
      features: ["35 sq mm flexible copper", "Crimped tinned copper lugs", "Rated for 150A continuous", "Red and black with terminal covers"],
      specs: { Conductor: "35 sq mm flexible copper", Length: "1.5 m each", "Current rating": "150A continuous", Insulation: "Double-sheathed PVC" },
      inTheBox: ["Red cable, 1.5 m", "Black cable, 1.5 m", "4 terminal covers"],
      dimensions: "1500 mm cables",
      weight: "1.8 kg",
    }),
    accessory({
      model: "UVA-SPD",
      hsn: "85363000",
      name: "Surge Protector for Inverters",
      image: "accessory-surge-protector.svg",
      description:
        "A DIN-rail surge protection device fitted on the mains line before the inverter: it takes the spikes from lightning and grid switching that damage electronics, with a window that shows when it needs replacing.",
      price: 2_499,
      discounted: 1_899,
      warranty: "1 Year",
      features: ["Protects against lightning and grid surges", "Status window shows when to replace", "Mounts on a standard DIN rail", "For single-phase 230V supply"],
      specs: { "Nominal voltage": "230V AC single phase", "Maximum discharge current": "40 kA", "Protection level": "Under 1.5 kV", Mounting: "35 mm DIN rail" },
      inTheBox: ["Surge protector", "Installation guide"],
      dimensions: "90 x 36 x 66 mm",
      weight: "180 g",
    }),
  ];
}

const genericNames: Record<string, string> = {
  battery: "Lithium-ion (LiFePO4) inverter battery",
  solar: "Lithium-ion (LiFePO4) solar battery",
  ess: "Lithium-ion energy storage battery",
  telecom: "Lithium-ion telecom battery",
  ev: "Lithium-ion traction battery for electric vehicles",
};

/**
 * Invented declarations for the demo catalogue (decision 051): plausible in form (BIS's R- and
 * eight digits, IS 16046 for lithium batteries and IS 16242 for inverters/UPS), numbered so none
 * is anybody's real registration, and marked as demo so the console says so until staff replace them.
 */
function demoDeclarations(input: ProductInput, index: number): Partial<ProductInput> {
  const serial = String(index + 1).padStart(4, "0");
  const imported = !input.madeInIndia;
  const accessory = input.category === "accessory";
  const inverter = input.category === "inverter";
  return {
    genericName: inverter
      ? input.battery === "built-in"
        ? "Inverter/UPS with built-in lithium-ion battery"
        : "Inverter/UPS (pure sine wave)"
      : (genericNames[input.category] ?? input.name),
    netQuantity: "1 N",
    countryOfOrigin: imported ? "China" : "India",
    ...(imported && { importerName: site.parentCompany.name, importerAddress: site.addresses.corporate.lines.join(", ") }),
    ...(!accessory && {
      bisStandard: inverter ? "IS 16242 (Part 1) : 2014" : "IS 16046 (Part 2) : 2018",
      bisRegistration: `R-4199${serial}`,
      // Inverters come under the E-Waste Rules 2022, batteries under the Battery Waste Management Rules 2022.
      eprRegistration: inverter ? `EPR-EW-PB-2024-DEMO-${serial}` : `EPR-BWM-PB-2024-DEMO-${serial}`,
    }),
    declarationsDemo: true,
  };
}

/**
 * Installation by our technician in the demo (decision 057): every inverter and the 100 Ah batteries
 * offer it, free but for the 3.5 kVA inverter's fee (₹999 a unit); accessories and the rest do not.
 */
const DEMO_INSTALLATION_FEES: Readonly<Record<string, number>> = {
  "UVI-1100": 0,
  "UVI-2100": 0,
  "UVI-3500": 99_900,
  "UVI-5000": 0,
  "UVI-7500": 0,
  "UVI-10000": 0,
  "UVB-48-100": 0,
  "UVB-51-100": 0,
};

function demoInstallation(model: string): Partial<ProductInput> {
  const fee = DEMO_INSTALLATION_FEES[model];
  return fee === undefined ? {} : { installation: true, installationFeePaise: fee };
}

/** The demo catalogue as rows, each through the import and the same validation as any write. */
export function demoProducts(now: Date = new Date()): NewProductRow[] {
  return demoCatalogueRecords().map((record, index) => {
    const imported = ProductInputSchema.parse(normalizeIncomingProduct(record, { brand: site.brand }));
    const input = ProductInputSchema.parse({ ...imported, ...demoDeclarations(imported, index), ...demoInstallation(imported.model) });
    return { ...toProductRow(input), createdAt: now, updatedAt: now };
  });
}

/** The demo catalogue, each product's stock the opening line of its stock ledger (decision 033). */
export async function seedCatalogue(db: Database, now: Date = new Date()): Promise<void> {
  const rows = await db.insert(products).values(demoProducts(now)).returning({ id: products.id, stock: products.stock });
  await recordStockMovements(
    db,
    rows.map((row) => ({ productId: row.id, change: row.stock, stockAfter: row.stock, reason: "opening" as const, note: "Demo data" })),
  );
}
