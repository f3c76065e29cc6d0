import { describe, expect, it } from "vitest";
import { createReconciler } from "./reconciler.ts";

describe("the reconciler's loop", () => {
  it("tells a pass under way that the server is stopping, and waits for the order in hand", async () => {
    const orders = ["UV-1", "UV-2", "UV-3"];
    const settled: string[] = [];
    let inHand!: () => void;
    const holding = new Promise<void>((resolve) => (inHand = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const reconciler = createReconciler({
      pass: async (_now, stopping) => {
        for (const order of orders) {
          if (stopping()) break;
          if (settled.length === 0) {
            inHand();
            await finished;
          }
          settled.push(order);
        }
        return settled.length > 0;
      },
    });
    const pass = reconciler.runOnce(new Date());
    await holding;
    const stopped = reconciler.stop();
    finish();
    await Promise.all([pass, stopped]);
    // The first order was finished; the others are left for their leases to run out.
    expect(settled).toEqual(["UV-1"]);

    // Started again (a test, or a restart in the same process), it works through them all.
    reconciler.start();
    settled.length = 0;
    await reconciler.runOnce(new Date());
    await reconciler.stop();
    expect(settled).toEqual(["UV-1", "UV-2", "UV-3"]);
  });
});
