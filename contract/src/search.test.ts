import { describe, expect, it } from "vitest";
import { SEARCH_MAX_LENGTH, normaliseSearchQuery, searchPlan, searchText } from "./search.ts";

describe("the search's one form of a query", () => {
  it("trims, lowers, collapses white space and caps the length", () => {
    expect(normaliseSearchQuery("  Solar \t  BATTERY\n")).toBe("solar battery");
    expect(normaliseSearchQuery(null)).toBe("");
    expect(normaliseSearchQuery("a".repeat(200))).toHaveLength(SEARCH_MAX_LENGTH);
    expect(normaliseSearchQuery(`${"a".repeat(79)} b`)).toBe("a".repeat(79));
    expect(normaliseSearchQuery("ev \uD800")).toBe("ev");
  });

  it("compares text with numbers joined to their units and punctuation as spaces", () => {
    expect(searchText("Lithium Inverter/UPS 1100VA")).toBe("lithium inverter ups 1100va");
    expect(searchText("10 KVA 120V 200Ah Solar")).toBe("10kva 120v 200ah solar");
    expect(searchText("51.2 V battery. Done.")).toBe("51.2v battery done");
  });
});

describe("a query's plan", () => {
  const synonyms = [
    { term: "golf cart", expandsTo: ["ev"] },
    { term: "cart", expandsTo: ["trolley"] },
    { term: "scooter", expandsTo: ["two-wheeler", "ev"] },
  ];

  it("goes word by word, drops stop words and single letters, and reads numbers exactly", () => {
    const plan = searchPlan("battery for an e scooter 1100", []);
    expect(plan.groups.map((group) => group.words)).toEqual(["battery", "scooter", "1100"]);
    expect(plan.groups[2]?.alternatives).toEqual([{ text: "1100", exact: true, weight: 1 }]);
    expect(plan.groups[0]?.alternatives).toEqual([{ text: "battery", exact: false, weight: 1 }]);
  });

  it("widens a word by its synonyms, weighted below the word typed, the longest phrase first", () => {
    const plan = searchPlan("golf cart battery", synonyms);
    expect(plan.groups[0]).toEqual({ words: "golf cart", alternatives: [{ text: "golf cart", exact: false, weight: 1 }, { text: "ev", exact: false, weight: 0.7 }] });
    expect(searchPlan("scooter", synonyms).groups[0]?.alternatives.map((alternative) => alternative.text)).toEqual(["scooter", "two wheeler", "ev"]);
  });

  it("knows 10kva is 10000va and 1100va is 1.1kva, and keeps the letters and digits for the model code", () => {
    expect(searchPlan("10 kVA", []).groups[0]?.alternatives.map((alternative) => alternative.text)).toEqual(["10kva", "10000va"]);
    expect(searchPlan("1100va", []).groups[0]?.alternatives.map((alternative) => alternative.text)).toEqual(["1100va", "1.1kva"]);
    expect(searchPlan("UVI-1100", []).compact).toBe("uvi1100");
    expect(searchPlan("the for", []).groups).toEqual([]);
  });
});
