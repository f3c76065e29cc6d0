import { vi } from "vitest";

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
export type FakeRoutes = Record<string, (body: unknown) => Answer>;

/** Answers the browser's API calls from handlers keyed by path (after /api/v1/); anything else is a 404. */
export function fakeApi(routes: FakeRoutes) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const path = String(input).replace(/^\/api\/v1\//, "");
    const key = Object.keys(routes).find((route) => (route.endsWith("*") ? path.startsWith(route.slice(0, -1)) : path === route));
    if (!key) return new Response(JSON.stringify({ message: "Not found" }), { status: 404, headers: { "content-type": "application/json" } });
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const answer = await routes[key]!(body);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
  });
}

/** The directory's answer for a pincode it knows. */
export function postOffice(pincode: string, taluk: string, district: string, state: string) {
  return [
    {
      Message: "Number of pincode(s) found:1",
      Status: "Success",
      PostOffice: [{ Name: "Head Office", Block: taluk, Taluk: taluk, District: district, Division: "", Region: "", Circle: state, State: state, Country: "India", Pincode: pincode }],
    },
  ];
}

export const noRecords = [{ Message: "No records found", Status: "Error", PostOffice: null }];
