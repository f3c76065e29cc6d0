import { describe, expect, it } from "vitest";
import { candidateOf, newPair, stateOf, withCategory } from "./product-form-state";

describe("the product form's state", () => {
  it("sends typed numbers, lines and trimmed pairs, and finds what only the form can", () => {
    const state = {
      ...stateOf(null),
      price: "32999",
      discountedPrice: " ",
      features: "Pure sine wave\n\n  Silent  \n",
      hsnCode: "8504.40 10",
      specifications: [
        { ...newPair(), name: " Voltage ", value: " 12.8V " },
        { ...newPair(), name: "", value: "" },
        { ...newPair(), name: "", value: "orphan" },
      ],
      additionalInfo: [
        { ...newPair(), name: "Origin", value: "India" },
        { ...newPair(), name: "Origin", value: "Punjab" },
      ],
    };
    const { candidate, errors } = candidateOf(state);
    expect(candidate).toMatchObject({
      price: 32_999,
      discountedPrice: undefined,
      features: ["Pure sine wave", "Silent"],
      hsnCode: "85044010",
      specifications: { Voltage: "12.8V" },
      additionalInfo: { Origin: "India" },
    });
    expect(errors).toEqual({ specifications: "Every value needs a name", additionalInfo: '"Origin" is listed twice' });
  });

  it("moves the tax class with the category only while staff have not changed it", () => {
    const inverter = stateOf(null);
    expect(inverter).toMatchObject({ category: "inverter", hsnCode: "85044010", gstRatePercent: "18" });
    expect(withCategory(inverter, "battery")).toMatchObject({ category: "battery", hsnCode: "85076000" });
    const changed = { ...inverter, hsnCode: "8504" };
    expect(withCategory(changed, "battery")).toMatchObject({ category: "battery", hsnCode: "8504" });
  });
});
