import { type PincodeLookup, PincodeLookupSchema, cityFromPostOffice, placeFromLookup } from "@urjavolt/contract/pincode";
import { describe, expect, it } from "vitest";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { embeddedPincodeDirectory } from "./pincode-directory.ts";
import { createPincodeService } from "./pincode-service.ts";

describe.each(testDatabaseKinds)("pincode lookup on %s", (kind) => {
  const t = useTestApp(kind);
  const lookup = (pincode: string) => t.app.inject({ url: `/api/v1/pincode/${pincode}` });
  const found = async (pincode: string): Promise<PincodeLookup> => {
    const response = await lookup(pincode);
    expect(response.statusCode).toBe(200);
    return PincodeLookupSchema.parse(response.json());
  };

  it("finds Rajpura's post offices for 140401, in the public postal API's shape", async () => {
    const response = await lookup("140401");
    expect(response.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    const [result] = PincodeLookupSchema.parse(response.json());
    expect(result!.Status).toBe("Success");
    expect(result!.Message).toBe(`Number of pincode(s) found:${result!.PostOffice!.length}`);
    expect(result!.PostOffice!.map((office) => office.Name)).toContain("Rajpura");
    for (const office of result!.PostOffice!) {
      expect(office).toMatchObject({ Block: "Rajpura", Taluk: "Rajpura", District: "Patiala", State: "Punjab", Country: "India", Pincode: "140401" });
    }
    expect(placeFromLookup([result!])).toEqual({ city: "Rajpura", state: "Punjab" });
  });

  it("finds New Delhi's 110001 in Delhi", async () => {
    const [result] = await found("110001");
    expect(result!.PostOffice!.length).toBeGreaterThan(5);
    expect(result!.PostOffice!.every((office) => office.State === "Delhi")).toBe(true);
    expect(result!.PostOffice!.map((office) => office.Name)).toEqual(expect.arrayContaining(["New Delhi", "Parliament House", "Janpath"]));
    expect(result!.PostOffice!.map((office) => office.District)).toContain("New Delhi");
  });

  it("knows Telangana, formed in 2014", async () => {
    const [result] = await found("500081");
    expect(result!.PostOffice!.map((office) => office.Name)).toEqual(expect.arrayContaining(["Madhapur", "Cyberabad"]));
    expect(result!.PostOffice![0]).toMatchObject({ District: "Hyderabad", State: "Telangana" });
  });

  it("answers No records found for a pincode that does not exist", async () => {
    expect(await found("999999")).toEqual([{ Message: "No records found", Status: "Error", PostOffice: null }]);
    expect(await found("000000")).toEqual([{ Message: "No records found", Status: "Error", PostOffice: null }]);
    expect(placeFromLookup(await found("999999"))).toBeNull();
  });

  it("refuses anything but six digits with a 400 envelope", async () => {
    for (const bad of ["14040", "1404011", "14040a", "abcdef", "%20140401", "140%20401"]) {
      const response = await lookup(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ message: "Please enter a valid 6-digit pincode" });
      expect(response.headers["cache-control"] ?? "").not.toMatch(/max-age=[1-9]/);
    }
  });

  it("does not treat a directory key like __proto__ or constructor as a pincode", async () => {
    const directory = embeddedPincodeDirectory();
    expect(await directory.lookup("constructor")).toEqual([]);
    expect(await directory.lookup("__proto__")).toEqual([]);
  });
});

describe("pincode directory", () => {
  it("reports a missing data file and tries again on the next lookup", async () => {
    const service = createPincodeService(embeddedPincodeDirectory("/nonexistent/pincodes.json.gz"));
    await expect(service.lookup("140401")).rejects.toThrow(/ENOENT/);
    await expect(service.lookup("140401")).rejects.toThrow(/ENOENT/);
  });
});

describe("cityFromPostOffice", () => {
  it("takes the taluk, else the block, else the district", () => {
    expect(cityFromPostOffice({ Taluk: "Rajpura", Block: "Rajpura", District: "Patiala" })).toBe("Rajpura");
    expect(cityFromPostOffice({ Block: "Mohali", District: "S.A.S Nagar" })).toBe("Mohali");
    expect(cityFromPostOffice({ Taluk: "NA", Block: "NA", District: "Patiala" })).toBe("Patiala");
    expect(cityFromPostOffice({ Taluk: "  ", District: " Hyderabad " })).toBe("Hyderabad");
  });
});
