import { describe, expect, it } from "vitest";
import { BRANCH_LOCATIONS, branchesByStatus, branchesByType, formatCoords } from "./branches.ts";

describe("branch locations", () => {
  it("has the spec's 35 locations: 12 available now and 23 coming soon", () => {
    expect(BRANCH_LOCATIONS).toHaveLength(35);
    expect(branchesByStatus("current").map((b) => b.name).sort()).toEqual(
      [
        "Andhra Pradesh", "Bihar", "Chandigarh", "Delhi", "Gujarat", "Jammu & Kashmir", "Jharkhand",
        "Madhya Pradesh", "Maharashtra", "Puducherry", "Punjab", "West Bengal",
      ].sort(),
    );
    expect(branchesByStatus("coming")).toHaveLength(23);
  });

  it("covers all 28 states once, with unique ids and coordinates inside India", () => {
    expect(branchesByType("state")).toHaveLength(28);
    expect(branchesByType("union_territory")).toHaveLength(7);
    expect(new Set(BRANCH_LOCATIONS.map((b) => b.id)).size).toBe(35);
    expect(new Set(BRANCH_LOCATIONS.map((b) => b.coords.join())).size).toBe(35);
    for (const { coords: [lat, lng] } of BRANCH_LOCATIONS) {
      expect(lat).toBeGreaterThan(6);
      expect(lat).toBeLessThan(37.5);
      expect(lng).toBeGreaterThan(68);
      expect(lng).toBeLessThan(97.5);
    }
  });

  it("makes slugs and formats coordinates", () => {
    expect(BRANCH_LOCATIONS[0]?.id).toBe("jammu-and-kashmir");
    expect(formatCoords([30.7333, 76.7794])).toBe("30.7333° N, 76.7794° E");
  });
});
