import { describe, expect, it } from "vitest";
import { BRANCH_LOCATIONS } from "@urjavolt/contract/branches";
import { messages as hindi } from "@urjavolt/i18n/compiled/hi";
import { makeI18n } from "../lib/i18n";
import { branchWords } from "./branch-words";

describe("the branch data's words", () => {
  it("name every location and its marker's place as a catalogue message, in the data's English", () => {
    for (const location of BRANCH_LOCATIONS) {
      const words = branchWords(location);
      expect(words.name.message, location.id).toBe(location.name);
      expect(words.place.message, location.id).toBe(location.place);
      // A message the table has is compiled to a hashed id, never the English text itself.
      expect(words.name.id, location.id).not.toBe(location.name);
    }
  });

  it("read in Hindi on a Hindi page", () => {
    const i18n = makeI18n({ locale: "hi", messages: hindi });
    const punjab = BRANCH_LOCATIONS.find((location) => location.id === "punjab")!;
    expect(i18n._(branchWords(punjab).name)).toBe("पंजाब");
    expect(i18n._(branchWords({ id: "nowhere", name: "Nowhere", place: "Somewhere" }).name)).toBe("Nowhere");
  });
});
