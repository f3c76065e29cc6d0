/**
 * The site configuration: brand, parent company, contacts, addresses, hours and social links.
 * The spec withholds the real brand, so the default brand is fictional. Server (seed, documents)
 * and web (shell, pages) read it from here and nowhere else. The site's own public address is not
 * here: it is the server's SITE_URL, handed to pages through the load context.
 */
export const site = {
  brand: "UrjaVolt",
  tagline: "Lithium-ion batteries and inverters, made in Punjab",
  parentCompany: {
    name: "Panchnad Power Systems Pvt. Ltd.",
    url: "https://panchnad-power.example",
  },
  careersUrl: "https://careers.urjavolt.example",
  supportEmail: "support@urjavolt.example",
  phones: [
    { label: "Customer care", display: "+91 172 400 0100", tel: "+911724000100" },
    { label: "Sales", display: "+91 98765 43210", tel: "+919876543210" },
  ],
  hours: "Monday to Saturday, 9:00 AM to 7:00 PM",
  footerHours: "Monday to Saturday 9:00 AM - 7:00 PM",
  addresses: {
    unit1: {
      title: "Manufacturing Unit-1",
      lines: ["Plot 14, Industrial Focal Point", "Near Rajpura, District Patiala", "Punjab 140401"],
    },
    unit2: {
      title: "Manufacturing Unit-2",
      lines: ["Plot C-58, Phase 8-B, Industrial Area", "Sahibzada Ajit Singh Nagar (Mohali)", "Punjab 160071"],
    },
    corporate: {
      title: "Corporate Office",
      lines: ["SCO 21, Sector 43B", "Chandigarh 160022"],
    },
  },
  social: [
    { name: "Facebook", url: "https://www.facebook.com/urjavolt.example" },
    { name: "Instagram", url: "https://www.instagram.com/urjavolt.example" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/urjavolt-example" },
    { name: "WhatsApp channel", url: "https://whatsapp.com/channel/urjavolt-example" },
  ],
  gstin: "03AAACP0000A1ZT",
  /**
   * The shop's trust badges, claims the company must be able to prove (the Consumer Protection
   * (E-Commerce) Rules 2020 forbid misleading ones). Each needs a figure behind it that the company
   * can show on request; the demo brand has none, so it shows none (decision 046). The requirements'
   * "#1 Trending Product" and "Trusted by 10K+ Customers" (DEMO_TRUST_BADGES) are not claims to
   * copy: the console's "Before you can sell" list names them if they are put back unchanged.
   */
  trustBadges: [] as readonly TrustBadge[],
  /**
   * A looping video for the home page's hero, served by this site (e.g. "/media/hero.mp4" in
   * web/public). Without one the hero shows its animated illustration.
   */
  heroVideo: null as HeroVideo | null,
} as const;

/**
 * The fictional demo brand's GSTIN, printed on tax invoices until a company puts its own in `gstin`
 * above; the console's "Before you can sell" list says so while they are the same.
 */
export const DEMO_GSTIN = "03AAACP0000A1ZT";

/** The demo brand's trust badges: placeholders until a company states its own (see `trustBadges`). */
export const DEMO_TRUST_BADGES: readonly string[] = ["#1 Trending Product", "Trusted by 10K+ Customers"];

export type TrustBadge = { readonly icon: "trending" | "shield"; readonly text: string };

export type HeroVideo = { readonly src: string; readonly type: "video/mp4" | "video/webm" };

export type Site = typeof site;
