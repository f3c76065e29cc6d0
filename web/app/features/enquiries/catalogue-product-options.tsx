import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ProductOptionGroup } from "@urjavolt/contract/enquiries";
import { type FormMessages, formMessage } from "../../lib/form-messages";

/**
 * The list's own words from contract/src/enquiries.ts (shared with the server, which runs no macros)
 * as catalogue messages (decision 056). The catalogue's categories and products keep their names.
 */
const listWords: FormMessages = {
  "Not in the list": msg`Not in the list`,
  "Other / not sure": msg`Other / not sure`,
};

/**
 * The quote and complaint forms' product list (decision 047): every catalogue product by its
 * category, then "Other / not sure" (`catalogueProductOptions` in contract/src/enquiries.ts).
 */
export function CatalogueProductOptions({ groups }: { groups: readonly ProductOptionGroup[] }) {
  const { t, i18n } = useLingui();
  const word = (english: string) => formMessage(i18n, listWords, english);
  return (
    <>
      <option value="">{t`Select a product`}</option>
      {groups.map((group) => (
        <optgroup key={group.group} label={word(group.group)}>
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {word(option.label)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
