import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The five reasons to choose us (docs/requirements/site-and-service-forms.md §1), in the spec's order and words; catalogue messages (decision 056). */
export const whyChoose: readonly { readonly title: MessageDescriptor; readonly text: MessageDescriptor; readonly icon: string }[] = [
  { title: msg`Battery Life`, text: msg`High energy density for an extended range and long running time.`, icon: "M7 4h6v2h2v14H5V6h2zm1 6v6h4v-6z" },
  { title: msg`Charging Time`, text: msg`Fast charging, so your battery is ready again sooner.`, icon: "M11 2L4 13h5l-1 9 8-12h-5z" },
  { title: msg`Maintenance`, text: msg`Durable and recyclable, with minimal upkeep.`, icon: "M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.8-.7-.7-2.8z" },
  { title: msg`Charging Cost`, text: msg`Efficient batteries reduce what you spend on charging.`, icon: "M6 4h12M6 8h12M9 4c4 0 6 2 6 4s-2 4-6 4H6l8 8" },
  { title: msg`Cost Efficiency`, text: msg`Long-lasting batteries mean a lower replacement cost.`, icon: "M4 18l5-6 4 3 7-9M15 6h5v5" },
];

export const aboutImages = {
  hero: {
    src: "/images/heroes/about-hero.svg",
    alt: msg`Our campus: an office block and a sawtooth-roof plant, with wind turbines and the sun over it`,
    width: 1200,
    height: 600,
  },
  mission: {
    src: "/images/about/mission.svg",
    alt: msg`Homes with rooftop solar panels charging their batteries`,
    width: 800,
    height: 600,
  },
  vision: {
    src: "/images/about/vision.svg",
    alt: msg`A globe powered by wind turbines and solar panels`,
    width: 800,
    height: 600,
  },
} as const;
