/**
 * The phone profile that taps and timings are measured on (issue 17, Lighthouse's mobile profile):
 * 4× CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up. Used by the hydration benchmark
 * (hydration.ts) and the browser tests that tap at first paint (e2e/tests/fixtures.ts).
 */
export const PHONE_THROTTLING = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 } as const;

/** A DevTools protocol session, as Playwright's CDPSession offers it. */
type DevToolsSession = { send(method: "Network.enable" | "Emulation.setCPUThrottlingRate" | "Network.emulateNetworkConditions", params?: object): Promise<unknown> };

/** Puts a page's DevTools session on the phone profile (DevTools throttling, not simulated). */
export async function throttleToPhone(cdp: DevToolsSession): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_THROTTLING.cpuSlowdown });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE_THROTTLING.latencyMs,
    downloadThroughput: (PHONE_THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (PHONE_THROTTLING.uploadKbps * 1024) / 8,
  });
}
