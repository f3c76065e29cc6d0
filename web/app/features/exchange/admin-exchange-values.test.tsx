import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type ExchangeTable, exchangeBands, exchangeChemistries } from "@urjavolt/contract/exchange";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";
import { AdminExchangeValues } from "./admin-exchange-values";

const session = { "GET admin/session": { body: { staff: { id: 1, email: "a@staff.test", name: "Asha Admin", role: "admin" }, csrfToken: "t" } } };
const table: ExchangeTable = {
  values: exchangeChemistries.flatMap((chemistry) => exchangeBands.map((capacityBand, index) => ({ chemistry, capacityBand, value: (index + 1) * 1000 }))),
  updatedAt: null,
  updatedBy: null,
};

describe("the console's old battery values (decision 058)", () => {
  it("saves every cell in rupees and shows a refused value on its own field", async () => {
    const user = userEvent.setup();
    const message = "Enter the value in whole rupees or rupees and paise, at most ₹50,000";
    let round = 0;
    const api = fakeApi({
      ...session,
      "PUT admin/exchange-values": () =>
        round++ === 0
          ? { status: 400, body: { message, errors: { "values.1.value": message } } }
          : { body: { ...table, values: table.values.map((cell, index) => (index === 1 ? { ...cell, value: 2250 } : cell)), updatedAt: "2026-11-27T10:00:00.000Z", updatedBy: "Asha Admin" } },
    });
    render(inRouter(<AdminExchangeValues initial={table} />));
    const cell = screen.getByLabelText(/^Lead-acid, 101 to 150 Ah \(₹\)/);
    expect(cell).toHaveValue("2000");
    await user.clear(cell);
    await user.type(cell, "12.345");
    await user.click(screen.getByRole("button", { name: "Save the values" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(cell).toHaveAccessibleDescription(expect.stringContaining(message));
    await user.clear(cell);
    await user.type(cell, "2250");
    await user.click(screen.getByRole("button", { name: "Save the values" }));
    expect(await screen.findByText("Exchange values saved: checkout offers them from now on.")).toBeInTheDocument();
    expect(screen.getByText(/Last changed .* by Asha Admin\./)).toBeInTheDocument();
    const sent = api.callsTo("PUT admin/exchange-values").at(-1)!.body as { values: { chemistry: string; capacityBand: string; value: string }[] };
    expect(sent.values).toHaveLength(8);
    expect(sent.values[1]).toEqual({ chemistry: "lead_acid", capacityBand: "101_to_150", value: "2250" });
    vi.restoreAllMocks();
  });
});
