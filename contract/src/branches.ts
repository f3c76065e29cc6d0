/**
 * Branch coverage (docs/requirements/online-shop.md §2 "Branch page", §3 "Branch location", §9): where the
 * company sells and services today and where it is coming next. Hard-coded data, shared by the
 * branch map (/branch) and the small map on the About page.
 *
 * Each location is one state or union territory, with the coordinates of its capital or, where the
 * capital is shared with a neighbour (Punjab and Haryana share Chandigarh), of its centre, so that
 * markers do not sit on top of each other. Jammu & Kashmir is a union territory since 2019.
 * The spec's count is 35 (12 available now, 23 coming soon): all 28 states and 7 of the 8 union
 * territories; Lakshadweep is not in the coverage plan.
 */

export type BranchStatus = "current" | "coming";
export type BranchType = "state" | "union_territory";

export interface BranchLocation {
  /** Stable slug, for keys and URLs. */
  id: string;
  /** The state or union territory. */
  name: string;
  /** Latitude, longitude (WGS 84), in Leaflet's order. */
  coords: readonly [number, number];
  /** "current": available now; "coming": coming soon. */
  status: BranchStatus;
  type: BranchType;
  /** The city or area the marker stands for, e.g. "Srinagar" or "centre of the state". */
  place: string;
}

export const INDIA_MAP = {
  center: [20.5937, 78.9629] as const,
  zoom: 5,
  maxZoom: 19,
  heightPx: 600,
} as const;

export const BRANCH_STATUS_LABEL: Record<BranchStatus, string> = {
  current: "Available Now",
  coming: "Coming Soon",
};

export const BRANCH_TYPE_LABEL: Record<BranchType, string> = {
  state: "State",
  union_territory: "Union Territory",
};

function loc(
  name: string,
  lat: number,
  lng: number,
  status: BranchStatus,
  type: BranchType,
  place: string,
): BranchLocation {
  const id = name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return { id, name, coords: [lat, lng], status, type, place };
}

export const BRANCH_LOCATIONS: readonly BranchLocation[] = [
  // Available now (12)
  loc("Jammu & Kashmir", 34.0837, 74.7973, "current", "union_territory", "Srinagar"),
  loc("Punjab", 31.1471, 75.3412, "current", "state", "centre of the state"),
  loc("Bihar", 25.5941, 85.1376, "current", "state", "Patna"),
  loc("Madhya Pradesh", 23.2599, 77.4126, "current", "state", "Bhopal"),
  loc("West Bengal", 22.5726, 88.3639, "current", "state", "Kolkata"),
  loc("Maharashtra", 19.076, 72.8777, "current", "state", "Mumbai"),
  loc("Gujarat", 23.2156, 72.6369, "current", "state", "Gandhinagar"),
  loc("Jharkhand", 23.3441, 85.3096, "current", "state", "Ranchi"),
  loc("Andhra Pradesh", 16.5417, 80.515, "current", "state", "Amaravati"),
  loc("Delhi", 28.6139, 77.209, "current", "union_territory", "New Delhi"),
  loc("Chandigarh", 30.7333, 76.7794, "current", "union_territory", "Chandigarh"),
  loc("Puducherry", 11.9416, 79.8083, "current", "union_territory", "Puducherry"),
  // Coming soon (23)
  loc("Arunachal Pradesh", 27.0844, 93.6053, "coming", "state", "Itanagar"),
  loc("Assam", 26.1433, 91.7898, "coming", "state", "Dispur"),
  loc("Chhattisgarh", 21.2514, 81.6296, "coming", "state", "Raipur"),
  loc("Goa", 15.4909, 73.8278, "coming", "state", "Panaji"),
  loc("Haryana", 29.0588, 76.0856, "coming", "state", "centre of the state"),
  loc("Himachal Pradesh", 31.1048, 77.1734, "coming", "state", "Shimla"),
  loc("Karnataka", 12.9716, 77.5946, "coming", "state", "Bengaluru"),
  loc("Kerala", 8.5241, 76.9366, "coming", "state", "Thiruvananthapuram"),
  loc("Manipur", 24.817, 93.9368, "coming", "state", "Imphal"),
  loc("Meghalaya", 25.5788, 91.8933, "coming", "state", "Shillong"),
  loc("Mizoram", 23.7271, 92.7176, "coming", "state", "Aizawl"),
  loc("Nagaland", 25.6751, 94.1086, "coming", "state", "Kohima"),
  loc("Odisha", 20.2961, 85.8245, "coming", "state", "Bhubaneswar"),
  loc("Rajasthan", 26.9124, 75.7873, "coming", "state", "Jaipur"),
  loc("Sikkim", 27.3389, 88.6065, "coming", "state", "Gangtok"),
  loc("Tamil Nadu", 13.0827, 80.2707, "coming", "state", "Chennai"),
  loc("Telangana", 17.385, 78.4867, "coming", "state", "Hyderabad"),
  loc("Tripura", 23.8315, 91.2868, "coming", "state", "Agartala"),
  loc("Uttar Pradesh", 26.8467, 80.9462, "coming", "state", "Lucknow"),
  loc("Uttarakhand", 30.3165, 78.0322, "coming", "state", "Dehradun"),
  loc("Ladakh", 34.1526, 77.5771, "coming", "union_territory", "Leh"),
  loc("Andaman & Nicobar Islands", 11.6234, 92.7265, "coming", "union_territory", "Sri Vijaya Puram (Port Blair)"),
  loc("Dadra & Nagar Haveli and Daman & Diu", 20.3974, 72.8328, "coming", "union_territory", "Daman"),
];

export function branchesByStatus(status: BranchStatus): BranchLocation[] {
  return BRANCH_LOCATIONS.filter((b) => b.status === status);
}

export function branchesByType(type: BranchType): BranchLocation[] {
  return BRANCH_LOCATIONS.filter((b) => b.type === type);
}

/** [34.0837, 74.7973] → "34.0837° N, 74.7973° E" (all of India lies north and east). */
export function formatCoords([lat, lng]: readonly [number, number]): string {
  return `${lat.toFixed(4)}° N, ${lng.toFixed(4)}° E`;
}
