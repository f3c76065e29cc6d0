import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gunzip } from "node:zlib";
import { promisify } from "node:util";
import { NOT_AVAILABLE, type PostOffice } from "@urjavolt/contract/pincode";
import { repoRoot } from "../../paths.ts";

/** Where pincodes are looked up: the rest of the server sees only this and the contract's PostOffice. */
export interface PincodeDirectory {
  /** The post offices of a six-digit pincode; empty when it is not in the directory. */
  lookup(pincode: string): Promise<PostOffice[]>;
}

/**
 * The embedded file's layout (built by `server/scripts/build-pincodes.ts`): every repeated name
 * once in `strings`; per pincode its taluk and its offices as
 * [name, district, division, region, circle, state], all but the name indexes into `strings`.
 */
export type PincodeDirectoryFile = {
  source: string;
  strings: string[];
  pincodes: Record<string, [taluk: number, offices: [name: string, district: number, division: number, region: number, circle: number, state: number][]]>;
};

export const PINCODE_FILE = join(repoRoot, "server", "assets", "pincodes.json.gz");

const gunzipAsync = promisify(gunzip);

/**
 * The directory from the embedded file, read and parsed on the first lookup only (about 1 MB
 * gzipped, 6 MB of JSON) and then kept: a server that never looks up a pincode never loads it.
 * A failed read is not cached, so the next lookup tries again.
 */
export function embeddedPincodeDirectory(file: string = PINCODE_FILE): PincodeDirectory {
  let loading: Promise<PincodeDirectoryFile> | undefined;
  const load = () =>
    (loading ??= readFile(file)
      .then((gz) => gunzipAsync(gz))
      .then((json) => JSON.parse(json.toString("utf8")) as PincodeDirectoryFile)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));

  return {
    async lookup(pincode) {
      const data = await load();
      const entry = Object.hasOwn(data.pincodes, pincode) ? data.pincodes[pincode] : undefined;
      if (!entry) return [];
      const [taluk, offices] = entry;
      const text = (index: number) => data.strings[index] ?? NOT_AVAILABLE;
      return offices.map(([name, district, division, region, circle, state]) => ({
        Name: name,
        Block: text(taluk),
        Taluk: text(taluk),
        District: text(district),
        Division: text(division),
        Region: text(region),
        Circle: text(circle),
        State: text(state),
        Country: "India",
        Pincode: pincode,
      }));
    },
  };
}
