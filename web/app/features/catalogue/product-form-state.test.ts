import { describe, expect, it } from "vitest";
import { candidateOf, categoryChange, fieldsOf, listsOf, newPair } from "./product-form-state";

describe("the product form's state", () => {
  it("sends typed numbers, lines and trimmed pairs, and finds what only the form can", () => {
    const fields = { ...fieldsOf(null), price: "32999", discountedPrice: " ", features: "Pure sine wave\n\n  Silent  \n", hsnCode: "8504.40 10", isNew: "true" };
    const lists = {
      ...listsOf(null),
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
    const { candidate, errors } = candidateOf(fields, lists, null);
    expect(candidate).toMatchObject({
      price: 32_999,
      discountedPrice: undefined,
      features: ["Pure sine wave", "Silent"],
      hsnCode: "85044010",
      specifications: { Voltage: "12.8V" },
      additionalInfo: { Origin: "India" },
      // A new product is made in India unless staff untick it.
      madeInIndia: true,
      isNew: true,
    });
    expect(errors).toEqual({ specifications: "Every value needs a name", additionalInfo: '"Origin" is listed twice' });
  });

  it("sends a new product's opening stock, and an edit's version instead of its stock", () => {
    const fields = { ...fieldsOf(null), stock: "9" };
    expect(candidateOf(fields, listsOf(null), null).candidate).toMatchObject({ stock: 9 });
    const edit = candidateOf(fields, listsOf(null), 7).candidate;
    expect(edit).toMatchObject({ version: 7 });
    expect(edit).not.toHaveProperty("stock");
  });

  it("moves the tax class with the category only while staff have not changed it", () => {
    const inverter = fieldsOf(null);
    expect(inverter).toMatchObject({ category: "inverter", hsnCode: "85044010", gstRatePercent: "18" });
    expect(categoryChange(inverter, "battery")).toEqual({ category: "battery", hsnCode: "85076000", gstRatePercent: "18" });
    expect(categoryChange({ ...inverter, hsnCode: "8504" }, "battery")).toEqual({ category: "battery" });
  });
});
