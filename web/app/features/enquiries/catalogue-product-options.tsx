import type { ProductOptionGroup } from "@urjavolt/contract/enquiries";

/**
 * The quote and complaint forms' product list (decision 047): every catalogue product by its
 * category, then "Other / not sure" (`catalogueProductOptions` in contract/src/enquiries.ts).
 */
export function CatalogueProductOptions({ groups }: { groups: readonly ProductOptionGroup[] }) {
  return (
    <>
      <option value="">Select a product</option>
      {groups.map((group) => (
        <optgroup key={group.group} label={group.group}>
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
