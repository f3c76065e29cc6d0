import { type PincodeLookup, isPincode, pincodeFoundMessage, pincodeMessages } from "@urjavolt/contract/pincode";
import { AppError } from "../../http/errors.ts";
import type { PincodeDirectory } from "./pincode-directory.ts";

export type PincodeService = ReturnType<typeof createPincodeService>;

/** Pincode lookup in the public postal API's shape (docs/architecture.md, decision 9). */
export function createPincodeService(directory: PincodeDirectory) {
  return {
    /** The post offices of a pincode; "No records found" for a pincode the directory lacks. Six digits only. */
    async lookup(pincode: string): Promise<PincodeLookup> {
      if (!isPincode(pincode)) throw new AppError("invalid", pincodeMessages.invalid, { errors: { pincode: pincodeMessages.invalid } });
      const offices = await directory.lookup(pincode);
      return offices.length > 0
        ? [{ Message: pincodeFoundMessage(offices.length), Status: "Success", PostOffice: offices }]
        : [{ Message: pincodeMessages.notFound, Status: "Error", PostOffice: null }];
    },
  };
}
