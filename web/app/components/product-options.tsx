import { productChoices } from "@urjavolt/contract/enquiries";

const groups = [...new Set(productChoices.map((choice) => choice.group))];

/** The quote and complaint product choices, grouped as inverters and batteries. */
export function ProductOptions() {
  return (
    <>
      <option value="">Select a product</option>
      {groups.map((group) => (
        <optgroup key={group} label={group}>
          {productChoices
            .filter((choice) => choice.group === group)
            .map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
}
