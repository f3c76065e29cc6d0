import type { Database } from "../../db/client.ts";
import { type NewBlogPostRow, blogPosts } from "../../db/schema/blog.ts";

/**
 * The demo blog: practical guides for the people who buy our batteries and inverters, written for
 * this project. General guidance with worked examples, not product claims. Bodies follow the line
 * rules of docs/requirements/online-shop.md §2; headings go ## then ### then a **bold** line, never skipping a level.
 */
export const demoBlogPosts: NewBlogPostRow[] = [
  {
    title: "How to Choose the Right Inverter Size for Your Home",
    category: "Inverters",
    description:
      "Add up what you want to run during a power cut, allow for the power factor and starting surges, and pick a VA rating and battery that fit. A worked example for a typical 2BHK.",
    images: ["heroes/inverter-hero.svg", "categories/lithium-inverter-ups.svg"],
    publishedAt: new Date("2026-10-06T04:30:00Z"),
    detail: `An inverter that is too small trips every time the fridge starts; one that is too large costs more and wastes a little power all day. Getting the size right takes ten minutes with a pen and paper.

## Step 1: list what must run during a power cut
Walk through the house and write down only what you really need when the grid is off. Most families choose fans, lights, the Wi-Fi router, a TV and often the fridge. Leave out heaters, geysers, irons and air conditioners: they need a much bigger system.

Typical running watts (check the label on your own appliances):
- Ceiling fan: 50 to 75 W (a BLDC fan: about 30 W)
- LED bulb or tube light: 9 to 20 W
- Wi-Fi router: 10 W
- LED TV (32 to 43 inch): 60 to 100 W
- Refrigerator (single door): 100 to 150 W while the compressor runs
- Desktop computer with monitor: 150 to 250 W

## Step 2: add it up
### A worked example for a 2BHK
Four fans at 75 W, eight LED lights at 10 W, a router, a TV and a single-door fridge:
1. Fans: 4 x 75 W = 300 W
2. Lights: 8 x 10 W = 80 W
3. Router and TV: 10 W + 90 W = 100 W
4. Fridge: 150 W
5. Total running load: 630 W

### Convert watts to VA
Inverters are rated in volt-amperes (VA). Household loads with motors and electronics draw more current than their watts suggest, so divide by a power factor of about 0.8: 630 W / 0.8 = about 790 VA.

**Leave headroom for starting surges**
Motors in fridges, pumps and mixers draw two to three times their running power for a moment when they start. Add at least 25 percent: 790 VA x 1.25 = about 985 VA. In this home a 1100 VA inverter is the right choice; a 900 VA model would trip when the fridge kicks in.

## Step 3: size the battery for the backup time you want
The inverter decides how much you can run at once; the battery decides for how long. Battery energy in watt-hours is its voltage times its ampere-hours (a 12.8 V, 100 Ah lithium battery holds about 1,280 Wh).

A simple estimate of backup time:
1. Multiply the battery's watt-hours by the usable share (about 0.9 for lithium iron phosphate, about 0.5 to 0.7 for lead-acid if you want it to last).
2. Multiply by the inverter's efficiency, about 0.85.
3. Divide by the average load in watts.

With the 630 W example, a 1,280 Wh lithium battery gives 1,280 x 0.9 x 0.85 / 630 = about 1.5 hours at full load. In practice the fridge cycles on and off and not every fan runs at top speed, so most homes see more. For three hours of comfortable backup, look at about 2,500 Wh of battery.

## Common mistakes to avoid
- Sizing for the total of everything in the house instead of what runs during a cut
- Forgetting the fridge's starting surge
- Buying a bigger inverter but keeping a small, old battery
- Installing the inverter in a closed cupboard with no air flow

If you are unsure, write down your list of appliances and ask our team for a quote: we will suggest a size and tell you the backup time to expect.`,
  },
  {
    title: "Lithium-Ion vs Lead-Acid Batteries: Which Is Right for You?",
    category: "Batteries",
    description:
      "Lead-acid costs less on the day you buy it; lithium iron phosphate usually costs less over its life. How the two compare on life, maintenance, charging, weight and safety.",
    images: ["categories/inverter-batteries.svg"],
    publishedAt: new Date("2026-09-15T04:30:00Z"),
    detail: `Most inverter batteries sold in India are still tubular lead-acid, but lithium iron phosphate (LiFePO4) batteries are now common in homes, shops and electric vehicles. Here is how they differ in everyday use.

## Life: cycles and usable capacity
A battery's life is counted in charge and discharge cycles. A good tubular lead-acid battery gives a few hundred to about 1,500 cycles, and only if it is not drained deeply. A lithium iron phosphate battery typically gives several thousand cycles while using 80 to 90 percent of its capacity each time.

In practice this means a lithium battery of the same ampere-hour rating gives you more usable backup on every cycle, and keeps doing so for many more years.

## Maintenance
- Flooded lead-acid batteries need distilled water topped up every few months and release gas while charging, so they need ventilation.
- Lithium batteries are sealed: no water, no acid fumes, no corrosion on the terminals.
- Lithium packs have a battery management system (BMS) that protects the cells against overcharge, deep discharge, over-current and high temperature.

## Charging speed and efficiency
Lead-acid batteries charge slowly, especially the last 20 percent, and lose 15 to 25 percent of the energy put into them as heat. Lithium batteries accept a higher charging current and return about 95 percent of the energy, which matters when power cuts come one after another or when you charge from solar panels.

## Weight and space
A lithium battery weighs roughly a third of a lead-acid battery of similar usable energy and takes much less floor space. It can often be mounted on a wall beside the inverter.

## Cost over the years
### The price on the day you buy
Lead-acid is cheaper to buy. A lithium battery of similar capacity costs noticeably more up front.

### The cost per cycle
Divide the price by the number of full cycles the battery will give you. Because lithium lasts several times longer and needs no upkeep, its cost per cycle is usually lower, and you avoid replacing a lead-acid battery every few years.

**When lead-acid still makes sense**
If power cuts are rare, you expect to move house soon, or the budget today is the deciding factor, a good tubular lead-acid battery remains a reasonable choice.

## Summary
1. Frequent or long power cuts: choose lithium.
2. Solar charging: choose lithium, for its efficiency and deep cycling.
3. Little space or no ventilation: choose lithium.
4. Rare cuts and a tight budget: lead-acid will do, with regular water top-ups.

Whatever you choose, make sure the inverter's charger is set for that battery chemistry: a lithium battery needs a charger or inverter that supports it.`,
  },
  {
    title: "Solar Battery Sizing: How Much Storage Does Your Home Need?",
    category: "Solar",
    description:
      "Work out your night-time energy use, decide how many cloudy days to cover, and allow for usable capacity and losses. A step-by-step method with an example.",
    images: ["heroes/solar-hero.svg", "categories/solar-batteries.svg"],
    publishedAt: new Date("2026-08-20T04:30:00Z"),
    detail: `Solar panels make power while the sun shines; the battery decides how much of it you can still use after sunset or during a power cut. Too small a battery wastes your panels' output; too large a battery never fills up.

## Step 1: find your daily energy need
Energy is counted in kilowatt-hours (kWh), the "units" on your electricity bill. For each appliance you want on battery, multiply its watts by the hours it runs in a day.

### Example: evening and night use
- Four fans at 60 W for 8 hours: 1.92 kWh
- Eight LED lights at 10 W for 5 hours: 0.4 kWh
- A fridge averaging 60 W over 12 night hours: 0.72 kWh
- TV and router: 0.3 kWh

Total night-time need: about 3.3 kWh.

## Step 2: decide how much autonomy you want
Autonomy is how many days the battery should carry the house without sun. One day is enough for most homes on the grid; off-grid homes and regions with long monsoon spells often plan for two.

## Step 3: allow for usable capacity and losses
### The formula
Battery size (kWh) = daily need x days of autonomy / (usable share x efficiency)

**Typical values**
For lithium iron phosphate, use a usable share of 0.9 and an efficiency of about 0.9 for the inverter and wiring. For lead-acid the usable share is nearer 0.5.

For the example: 3.3 x 1 / (0.9 x 0.9) = about 4.1 kWh of lithium storage.

## Step 4: match the system voltage
Larger solar systems run at higher battery voltages to keep currents low. Divide the energy by the voltage to get ampere-hours:
1. At 48 V (a 51.2 V lithium pack): 4,100 Wh / 51.2 V = about 80 Ah, so a 100 Ah pack.
2. At 24 V (a 25.6 V pack): 4,100 Wh / 25.6 V = about 160 Ah.

## Step 5: check that the panels can fill it
In most of India a panel delivers its rated power for about 4.5 to 5.5 hours on a clear day. To put 4.1 kWh into the battery and also run daytime loads, you need roughly 1.2 to 1.5 kW of panels after losses for dust, heat and wiring.

## Tips
- Size for today's load plus a little growth, not for every appliance you might buy.
- Keep panels clean: dust can cut output noticeably in dry months.
- Put the battery in a shaded, ventilated place; heat shortens the life of every battery.

Our solar battery systems range from 2.5 KVA to 10 KVA. Ask for a quote with your appliance list and we will size the battery and panels with you.`,
  },
  {
    title: "Caring for Your EV Battery: Simple Habits That Add Years",
    category: "Electric Vehicles",
    description:
      "E-rickshaw, e-loader and e-scooter batteries last longer with the right charger, sensible charging times, and care in heat and rain. What to do, and the warning signs to act on.",
    images: ["heroes/ev-hero.svg", "categories/e-rickshaw-batteries.svg"],
    publishedAt: new Date("2026-07-28T04:30:00Z"),
    detail: `The battery is the most expensive part of an electric scooter, e-rickshaw or e-loader. A few daily habits make a real difference to how long it keeps its range.

## Charging
- Use the charger supplied for your pack, or one approved for its chemistry and voltage. A lead-acid charger can damage a lithium pack.
- Let the pack cool for 20 to 30 minutes after a long run before charging, especially in summer.
- Charge in a shaded, dry, ventilated place, never in direct sun or next to anything that can burn.
- Unplug the charger when charging is complete if your charger does not stop by itself.

## Everyday use
### Avoid running it flat
Try to recharge when the pack is at 20 to 30 percent. Running until the vehicle stops stresses the cells and the battery management system will cut power to protect them.

### Heat is the enemy
Park in the shade where you can. Battery life drops faster when the pack is regularly above about 45 °C.

### Load within limits
Overloading an e-rickshaw or e-loader draws high currents that heat the pack and the motor, and shortens the life of both.

## Monsoon care
- Do not drive through water deep enough to reach the battery box.
- Never pressure-wash the battery area; wipe it with a damp cloth.
- Keep the connectors clean and dry, and check that the covers and seals are in place.

## When the vehicle is parked for weeks
### Store it half charged
Leave the pack at about 50 to 60 percent charge, switch the vehicle off fully, and top it up once a month. A lithium pack left empty for a long time can fall below the level at which it can be charged safely.

## Warning signs: stop and call service
1. The battery case is swollen, cracked or leaking.
2. There is a burning or sweet chemical smell.
3. The pack gets unusually hot while charging.
4. Range has dropped suddenly rather than gradually.

If you see any of these, stop using and charging the battery, park the vehicle in the open away from people, and contact our technical support.`,
  },
  {
    title: "Warranty Tips: Register, Keep Records and Claim Without Hassle",
    category: "Warranty",
    description:
      "Register your product soon after purchase, keep the invoice and serial number safe, and know what the warranty does and does not cover, so a claim is quick if you ever need it.",
    images: ["plants/quality-control.svg"],
    publishedAt: new Date("2026-06-30T04:30:00Z"),
    detail: `A warranty only helps if you can use it when something goes wrong. Five minutes after installation saves days later.

## Register soon after purchase
Register your battery or inverter on our Warranty page with its serial number, your purchase date and a copy of the invoice. Registration records the start date of your warranty and lets you check its status any time with the serial number.

### Where to find the serial number
The serial number is printed on the label of the battery or inverter, usually on the side or back, and often on the box as well. Take a clear photo of the label on the day of installation.

## Keep your records together
- The tax invoice from the dealer or our online shop
- A photo of the serial number label
- The installation date and the installer's name and phone number
- Any service visit reports

Keep paper copies in one folder and photos in one album on your phone.

## Use the product as intended
### Things that commonly void a warranty
Warranties cover defects, not damage from misuse. Read your warranty card; typical exclusions are:
- Opening the battery pack or inverter, or repairs by someone not authorised
- Physical damage, fire, flooding or water entering the unit
- Using a charger or inverter not suited to the battery
- Connecting loads beyond the rated capacity for long periods

## Making a claim
1. Note what happened: the date, what the display or indicator showed, and what was running.
2. Check the warranty status with your serial number on our Warranty page.
3. Raise a support request with the serial number, a short description and photos or a video.
4. Keep the product where it is and do not open it; our service team will guide you.

A clear description with photos usually gets the fastest response. If a product has to come in for inspection, pack it safely and keep the courier receipt.`,
  },
  {
    title: "Make Your Backup Last Longer During a Long Power Cut",
    category: "Tips",
    description:
      "Practical ways to stretch inverter backup through long summer and monsoon outages: trim the load, switch to efficient appliances and keep the battery healthy.",
    images: ["heroes/home-hero.svg", "categories/ups-batteries.svg"],
    publishedAt: new Date("2026-05-12T04:30:00Z"),
    detail: `Long outages in peak summer or after a monsoon storm test every backup system. You cannot add battery capacity in the middle of a power cut, but you can use what you have much better.

## Trim the load the moment the power goes
- Switch off lights and fans in empty rooms.
- Run fans one step below full speed: a fan at medium uses noticeably less power.
- Keep the fridge door closed; a full, closed fridge stays cold for hours.
- Postpone ironing, the mixer and the water pump until power returns.

## Swap to efficient appliances over time
### Fans
A BLDC ceiling fan uses about 30 W against 70 to 75 W for an ordinary fan. With four fans this alone can nearly double your backup time.

### Lights
If any tube lights or CFLs remain, replace them with LED lamps of the same brightness.

**A quick check of your savings**
Add up the watts before and after a change. Backup time rises in the same proportion as the load falls: halve the load and you roughly double the backup.

## Keep the battery healthy
1. Let the battery charge fully between outages when you can.
2. Keep the inverter and battery in a cool, ventilated spot, away from the kitchen and direct sun.
3. For lead-acid batteries, check the water level every two to three months.
4. Clean dust off the inverter's vents and keep cables tight and free of corrosion.

## Know when to upgrade
If your backup time has fallen well below what it used to be with the same load, the battery may be near the end of its life. A lithium battery or a larger capacity may serve you better; our team can check your load and suggest the right size.`,
  },
];

/** Loads the demo posts (called from the demo seed on an empty database). */
export async function seedBlog(db: Database): Promise<void> {
  await db.insert(blogPosts).values(demoBlogPosts.map((post) => ({ ...post, updatedAt: post.publishedAt })));
}
