import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { exchangeMessages } from "@urjavolt/contract/exchange";
import type { TechnicianVisit } from "@urjavolt/contract/service-visits";
import { ApiError } from "../../lib/api-client";
import { InstallCloseForm } from "./install-close-form";

/** The technician's closing of an installation records the old batteries collected (decision 058). */

const visit = (exchange: NonNullable<TechnicianVisit["order"]>["exchange"]) =>
  ({
    id: 7,
    kind: "install",
    status: "booked",
    order: {
      number: "UV-2026-000042",
      name: "Simran Kaur",
      mobile: "9876543210",
      pincode: "140401",
      items: [{ productId: 2, name: "12V 100Ah Battery", quantity: 1, installation: true }],
      exchange,
    },
  }) as unknown as TechnicianVisit;

describe("closing an installation with an old battery", () => {
  it("offers a row per battery declared, as declared, and sends what was collected and weighed", async () => {
    const user = userEvent.setup();
    const close = vi.fn().mockResolvedValue(undefined);
    render(<InstallCloseForm visit={visit({ chemistry: "lead_acid", capacityBand: "up_to_100", quantity: 1, value: 1500 })} close={close} />);
    expect(screen.getByText(/declared 1 × Lead-acid, Up to 100 Ah for ₹1,500 off/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Battery 1: type/)).toHaveValue("lead_acid");
    expect(screen.getByLabelText(/Battery 1: capacity/)).toHaveValue("up_to_100");
    await user.type(screen.getByLabelText(/Serial number of 12V 100Ah Battery/), "UVB-1");
    await user.click(screen.getByRole("button", { name: "Installed: register the warranties" }));
    // The weight is asked before anything is sent.
    expect(screen.getByText(exchangeMessages.weightRequired)).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText(/Battery 1: capacity/), "151_to_200");
    await user.type(screen.getByLabelText(/Battery 1: weight in kg/), "55.5");
    await user.click(screen.getByRole("button", { name: "Installed: register the warranties" }));
    expect(close).toHaveBeenCalledWith({
      units: [{ productId: 2, serial: "UVB-1" }],
      notes: null,
      collected: [{ chemistry: "lead_acid", capacityBand: "151_to_200", weightKg: "55.5" }],
      differenceCollected: false,
      // Paid at checkout: nothing to collect on installation (decision 059).
      payment: null,
    });
  });

  it("with none handed over, shows the server's demand for the difference beside the tick, and sends the tick", async () => {
    const user = userEvent.setup();
    const demand = exchangeMessages.shortfallUnsettled(150_000);
    const close = vi.fn().mockRejectedValueOnce(new ApiError(demand, 400, { differenceCollected: demand })).mockResolvedValue(undefined);
    render(<InstallCloseForm visit={visit({ chemistry: "lead_acid", capacityBand: "up_to_100", quantity: 1, value: 1500 })} close={close} />);
    await user.type(screen.getByLabelText(/Serial number of 12V 100Ah Battery/), "UVB-2");
    await user.click(screen.getByRole("button", { name: "None handed over: remove battery 1" }));
    expect(screen.queryByLabelText(/Battery 1: type/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Installed: register the warranties" }));
    const tick = screen.getByRole("checkbox", { name: /collected the difference from the customer/ });
    const alert = await screen.findAllByText(demand);
    expect(alert.length).toBeGreaterThan(0);
    expect(tick).toHaveAttribute("aria-describedby", "difference-error");
    await user.click(tick);
    await user.click(screen.getByRole("button", { name: "Installed: register the warranties" }));
    expect(close).toHaveBeenLastCalledWith({ units: [{ productId: 2, serial: "UVB-2" }], notes: null, collected: [], differenceCollected: true, payment: null });
  });

  it("without an exchange, takes an old battery back free and asks no difference", async () => {
    render(<InstallCloseForm visit={visit(null)} close={vi.fn()} />);
    const group = screen.getByRole("group", { name: "Old batteries collected" });
    expect(within(group).getByText(/taken back free and recorded by its weight/)).toBeInTheDocument();
    expect(within(group).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(group).getByRole("button", { name: "Add a battery collected" })).toBeInTheDocument();
  });

  it("paid on installation, shows what is due for the batteries recorded and sends no tick (decision 059)", async () => {
    const user = userEvent.setup();
    const close = vi.fn().mockResolvedValue(undefined);
    const unpaid = visit({ chemistry: "lead_acid", capacityBand: "up_to_100", quantity: 1, value: 1500 });
    unpaid.order!.payment = {
      state: "due",
      due: 23_500,
      settle: {
        unitValue: 1500,
        beforeExchange: 25_000,
        cap: 24_999,
        values: [
          { chemistry: "lead_acid", capacityBand: "up_to_100", value: 1500 },
          { chemistry: "lead_acid", capacityBand: "101_to_150", value: 2200 },
        ],
      },
    };
    render(<InstallCloseForm visit={unpaid} close={close} />);
    expect(screen.getByText(/the amount due below follows what you record/)).toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Payment due on installation: ₹23,500" })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Battery 1: capacity/), "101_to_150");
    expect(screen.getByRole("group", { name: "Payment due on installation: ₹22,800" })).toBeInTheDocument();
    expect(screen.getByText("The old batteries recorded change the amount due from ₹23,500 to ₹22,800.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "None handed over: remove battery 1" }));
    expect(screen.getByRole("group", { name: "Payment due on installation: ₹25,000" })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Serial number of 12V 100Ah Battery/), "UVB-3");
    await user.click(screen.getByRole("radio", { name: /Cash received/ }));
    expect(screen.getByLabelText("Cash received in rupees (must be ₹25,000)")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Cash received in rupees/), "25000");
    await user.click(screen.getByRole("button", { name: "Installed: register the warranties" }));
    expect(close).toHaveBeenCalledWith({ units: [{ productId: 2, serial: "UVB-3" }], notes: null, collected: [], differenceCollected: false, payment: { method: "cash", amount: 25_000 } });
  });
});
