import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BranchStatus, BranchType } from "@urjavolt/contract/branches";

/**
 * The branch data's words as catalogue messages (decision 056): each state's or union territory's
 * name and the place its marker stands for, by the location's id (contract/src/branches.ts), and
 * the status and type labels. A location missing here keeps its English name (branchWords). Not in
 * `site/`, whose modules go into the shell chunk of every page (web/vite.config.ts): only the about
 * and branch pages carry these messages.
 */
const locations: Record<string, { readonly name: MessageDescriptor; readonly place: MessageDescriptor }> = {
  "jammu-and-kashmir": { name: msg`Jammu & Kashmir`, place: msg`Srinagar` },
  "punjab": { name: msg`Punjab`, place: msg`centre of the state` },
  "bihar": { name: msg`Bihar`, place: msg`Patna` },
  "madhya-pradesh": { name: msg`Madhya Pradesh`, place: msg`Bhopal` },
  "west-bengal": { name: msg`West Bengal`, place: msg`Kolkata` },
  "maharashtra": { name: msg`Maharashtra`, place: msg`Mumbai` },
  "gujarat": { name: msg`Gujarat`, place: msg`Gandhinagar` },
  "jharkhand": { name: msg`Jharkhand`, place: msg`Ranchi` },
  "andhra-pradesh": { name: msg`Andhra Pradesh`, place: msg`Amaravati` },
  "delhi": { name: msg`Delhi`, place: msg`New Delhi` },
  "chandigarh": { name: msg`Chandigarh`, place: msg`Chandigarh` },
  "puducherry": { name: msg`Puducherry`, place: msg`Puducherry` },
  "arunachal-pradesh": { name: msg`Arunachal Pradesh`, place: msg`Itanagar` },
  "assam": { name: msg`Assam`, place: msg`Dispur` },
  "chhattisgarh": { name: msg`Chhattisgarh`, place: msg`Raipur` },
  "goa": { name: msg`Goa`, place: msg`Panaji` },
  "haryana": { name: msg`Haryana`, place: msg`centre of the state` },
  "himachal-pradesh": { name: msg`Himachal Pradesh`, place: msg`Shimla` },
  "karnataka": { name: msg`Karnataka`, place: msg`Bengaluru` },
  "kerala": { name: msg`Kerala`, place: msg`Thiruvananthapuram` },
  "manipur": { name: msg`Manipur`, place: msg`Imphal` },
  "meghalaya": { name: msg`Meghalaya`, place: msg`Shillong` },
  "mizoram": { name: msg`Mizoram`, place: msg`Aizawl` },
  "nagaland": { name: msg`Nagaland`, place: msg`Kohima` },
  "odisha": { name: msg`Odisha`, place: msg`Bhubaneswar` },
  "rajasthan": { name: msg`Rajasthan`, place: msg`Jaipur` },
  "sikkim": { name: msg`Sikkim`, place: msg`Gangtok` },
  "tamil-nadu": { name: msg`Tamil Nadu`, place: msg`Chennai` },
  "telangana": { name: msg`Telangana`, place: msg`Hyderabad` },
  "tripura": { name: msg`Tripura`, place: msg`Agartala` },
  "uttar-pradesh": { name: msg`Uttar Pradesh`, place: msg`Lucknow` },
  "uttarakhand": { name: msg`Uttarakhand`, place: msg`Dehradun` },
  "ladakh": { name: msg`Ladakh`, place: msg`Leh` },
  "andaman-and-nicobar-islands": { name: msg`Andaman & Nicobar Islands`, place: msg`Sri Vijaya Puram (Port Blair)` },
  "dadra-and-nagar-haveli-and-daman-and-diu": { name: msg`Dadra & Nagar Haveli and Daman & Diu`, place: msg`Daman` },
};

export const branchStatusLabel: Record<BranchStatus, MessageDescriptor> = {
  current: msg`Available Now`,
  coming: msg`Coming Soon`,
};

export const branchTypeLabel: Record<BranchType, MessageDescriptor> = {
  state: msg`State`,
  union_territory: msg`Union Territory`,
};

export const branchTypePlural: Record<BranchType, MessageDescriptor> = {
  state: msg`States`,
  union_territory: msg`Union Territories`,
};

/** A location's name and marker place as messages; the data's own English where the table has none. */
export function branchWords(location: { id: string; name: string; place: string }): { name: MessageDescriptor; place: MessageDescriptor } {
  return locations[location.id] ?? { name: { id: location.name, message: location.name }, place: { id: location.place, message: location.place } };
}
