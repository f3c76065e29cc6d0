import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { type NewReviewRow, reviews } from "../../db/schema/reviews.ts";
import { recountProductRating } from "./reviews-service.ts";

/**
 * Demo reviews for about half the catalogue, in plain Indian English, mostly 4 and 5 stars with
 * some 2 and 3. Each product's rating and review count are then counted from them, so the ratings
 * the shop shows are real averages, never invented figures. Deterministic, so a demo looks the
 * same every time it is seeded.
 */

type Text = { title: string | null; content: string };
type Pool = { good: Text[]; mixed: Text[] };

const pools: Record<string, Pool> = {
  inverter: {
    good: [
      { title: "Silent and reliable", content: "Installed it at home in Ludhiana two months back. Runs fans, lights, fridge and TV during the evening cuts without any noise. Very happy with it." },
      { title: "Best decision for summer", content: "Power cuts are long in our area in June. This inverter handled 4-5 hours daily without a problem. No acid, no water top-up, no smell in the house." },
      { title: "Good product, quick installation", content: "Technician came the next day after delivery and finished the wiring in an hour. Changeover is so fast that the computer does not even restart." },
      { title: null, content: "Replaced my old lead acid inverter with this. Charging is much faster and backup is better. Display is easy to understand for my parents also." },
      { title: "Worth the money", content: "Price felt a little high at first but after three months I can say it is worth it. Battery charges fully in a couple of hours after power comes back." },
      { title: "Running my shop on it", content: "Using it in my medical shop for lights, fans and the billing computer. Not a single complaint so far. Service team also picked up the call quickly." },
      { title: "Inverter AC runs on it", content: "We run one inverter AC in the bedroom at night along with a fan. The unit handles it for about two hours, which covers most of our cuts." },
      { title: "Kids can study again", content: "Evening cuts used to stop the children's studies. Now the lights and the router stay on, and the changeover is so quick nobody notices." },
      { title: null, content: "Bought it for my parents in Bathinda. They find the display easy and the buzzer tells them when the grid comes back. Peace of mind for me." },
      { title: "Compact on the wall", content: "It hangs on the wall next to the meter board and takes no floor space. The installer left the wiring neat and labelled." },
      { title: "Good during the monsoon", content: "Cuts were frequent during the rains this year. Backup never let us down and the unit stayed cool even in the humid weather." },
      { title: null, content: "Solar panels charge it in the day and it carries the house through the evening. Our grid bill has dropped noticeably." },
    ],
    mixed: [
      { title: "Good but manual could be better", content: "Backup is fine and it is silent. But the instruction booklet is not very clear, I had to call customer care to understand the settings." },
      { title: "Delivery was late", content: "Product is working okay, but delivery took almost ten days to our village and nobody informed us about the delay." },
      { title: null, content: "Backup is slightly less than what I expected when the fridge and two fans run together. Otherwise the unit is well built." },
    ],
  },
  battery: {
    good: [
      { title: "Solid battery bank", content: "Paired it with a 48V inverter for my house in Mohali. Backup is consistent every day and the voltage does not drop even with heavy load." },
      { title: "Much lighter than lead acid", content: "Two people could lift and fix it easily. Earlier we had four tubular batteries taking the whole corner of the room, now it is one neat unit." },
      { title: "Excellent build quality", content: "Terminals and cables are of good quality and the BMS works well. Technician showed me the cell voltages and all were balanced." },
      { title: null, content: "Running for five months now with daily cycling. No drop in backup so far. Recommended for anyone tired of topping up water in old batteries." },
      { title: "Very happy", content: "Ordered online, delivered well packed, installed the same week. The team explained the warranty terms clearly." },
    ],
    mixed: [
      { title: "Okay, but costly", content: "Performance is good but the price is on the higher side. Would be nice if there was an EMI option with more banks." },
      { title: null, content: "Battery works, but the installer did not bring the proper lugs and had to come again the next day. Product fine, service can improve." },
    ],
  },
  solar: {
    good: [
      { title: "Cut our electricity bill", content: "Running the whole house on solar during the day and the battery covers the evening. Our bill came down a lot from the second month itself." },
      { title: "Good for farm house", content: "Installed at our farm house near Patiala where the grid is very weak. Now the tubewell light, fans and fridge run without worry." },
      { title: "Smooth installation", content: "The team did the site survey, fixed the panels and battery in two days. They also showed us how to read the display. Very professional." },
      { title: null, content: "Three months of use in peak summer and no issues. The battery charges fully by afternoon on a clear day." },
      { title: "Reliable backup", content: "Even on cloudy days we get enough backup for lights and fans at night. Good value for a complete system." },
    ],
    mixed: [
      { title: "Takes time to understand", content: "System works well but there are many settings on the display. First week was confusing, customer care helped over the phone." },
      { title: null, content: "Backup is good. Only problem is the unit gets a little warm in the afternoon, so we had to shift it to a better ventilated place." },
    ],
  },
  ess: {
    good: [
      { title: "Great for our office", content: "We use it for our small office with computers and the server rack. Switchover is instant and we have not lost work during a power cut since." },
      { title: "Neat and compact", content: "Takes very little floor space for the capacity. The rack looks clean and the cabling was done properly by the installer." },
      { title: null, content: "Paired with our rooftop solar. Storing the extra power in the day and using it at night works exactly as explained to us." },
      { title: "Good after-sales support", content: "Had one query about the settings after a month. Engineer visited within two days and sorted it out. Happy with the support." },
    ],
    mixed: [
      { title: "Long delivery time", content: "System performs well but it took nearly three weeks to reach us. Please give a clearer delivery date at the time of order." },
    ],
  },
  telecom: {
    good: [
      { title: "Dependable at our sites", content: "Using these at our tower sites in the hills. They handle the cold mornings well and the backup has been consistent." },
      { title: "Good replacement for VRLA", content: "Replaced old VRLA batteries at two sites. Lighter, quicker to charge and fit in the same rack. Maintenance visits have reduced." },
      { title: null, content: "Ordered six units for our network. All arrived well packed and were installed without any issue. Will order more." },
    ],
    mixed: [
      { title: null, content: "Batteries are good, but the mounting brackets did not match our older racks and we had to get them modified locally." },
    ],
  },
  ev: {
    good: [
      { title: "More range than my old battery", content: "My scooter now gives better range on a single charge. Charging time also came down. Very happy with the upgrade." },
      { title: "Good for e-rickshaw", content: "Running my e-rickshaw in Amritsar for full days. The battery lasts through the day and I charge it at night. Earning has improved." },
      { title: "Fits perfectly", content: "Fitted properly in the vehicle without any changes. The dealer helped with the connection. Pickup is also better now." },
      { title: null, content: "Using it daily for office travel, around 40 km a day. No problem in four months. Charging is quick." },
      { title: "Light and powerful", content: "Much lighter than the lead acid battery I had before. The vehicle feels lighter and the battery does not heat up much." },
    ],
    mixed: [
      { title: "Range less on highway", content: "In the city the range is as promised, but on the highway at higher speed it comes down quite a bit. Overall okay." },
      { title: null, content: "Battery is fine but the charger cable is short. Had to buy an extension to charge in my parking." },
    ],
  },
};

const reviewers = [
  "Gurpreet Singh", "Harjeet Kaur", "Rajesh Kumar", "Anita Sharma", "Sandeep Verma", "Pooja Mehta", "Manpreet Gill",
  "Amit Patel", "Sunita Devi", "Vikram Rathore", "Neha Gupta", "Arjun Reddy", "Kavita Joshi", "Rohit Bansal",
  "Simran Kaur", "Deepak Yadav", "Meena Iyer", "Suresh Nair", "Priya Menon", "Ramesh Choudhary", "Jaswinder Sandhu",
  "Farhan Qureshi", "Nisha Agarwal", "Karan Malhotra", "Lakshmi Rao", "Baljit Dhillon", "Anil Mishra", "Shalini Saxena",
];

/** A small deterministic random source (mulberry32), so the demo is the same every time. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo reviews for these products (every second one in catalogue order, starting from the
 * second). Every text is written once in the whole demo, under one name (decision 046): a product
 * takes what is left of its line's texts, so later products of a line get fewer reviews or none.
 */
export function demoReviews(catalogue: { id: number; category: string }[], now: Date = new Date()): NewReviewRow[] {
  const next = random(2026);
  const rows: NewReviewRow[] = [];
  // What is still unwritten, per line: each text leaves its pool when it is used.
  const left = new Map(Object.entries(pools).map(([category, pool]) => [category, { good: [...pool.good], mixed: [...pool.mixed] }]));
  catalogue.forEach((product, index) => {
    if (index % 2 === 0) return;
    const pool = left.get(product.category);
    if (!pool) return;
    // A line's first reviewed product gets a few pages of reviews; the others a handful.
    const first = pool.good.length === (pools[product.category]?.good.length ?? 0);
    const howMany = Math.min(pool.good.length + pool.mixed.length, first ? 12 : 1 + Math.floor(next() * 4));
    const names = [...reviewers];
    let critical = 0;
    for (let i = 0; i < howMany; i += 1) {
      const roll = next();
      let stars = roll < 0.6 ? 5 : roll < 0.88 ? 4 : roll < 0.96 ? 3 : 2;
      // Critical reviews stay a minority (about one in six per product).
      if (stars < 4 && (pool.mixed.length === 0 || critical >= Math.max(1, Math.round(howMany / 6)))) stars = 4;
      if (stars >= 4 && pool.good.length === 0) stars = 3;
      if (stars < 4) critical += 1;
      const texts = stars >= 4 ? pool.good : pool.mixed;
      const [text] = texts.splice(Math.floor(next() * texts.length), 1) as [Text];
      if (names.length === 0) names.push(...reviewers);
      const [name] = names.splice(Math.floor(next() * names.length), 1) as [string];
      const [first, last] = name.toLowerCase().split(" ") as [string, string];
      rows.push({
        productId: product.id,
        stars,
        title: text.title,
        content: text.content,
        name,
        email: `${first}.${last}@example.com`,
        createdAt: new Date(now.getTime() - Math.floor((2 + next() * 300) * DAY_MS)),
      });
    }
  });
  return rows;
}

export async function seedReviews(db: Database, now: Date = new Date()): Promise<void> {
  const catalogue = await db
    .select({ id: products.id, category: products.category })
    .from(products)
    .orderBy(asc(products.id));
  const rows = demoReviews(catalogue, now);
  if (rows.length === 0) return;
  await db.insert(reviews).values(rows);
  for (const productId of new Set(rows.map((row) => row.productId))) {
    await recountProductRating(db, productId);
  }
}
