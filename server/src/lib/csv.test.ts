import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csv", () => {
  it("quotes cells with commas, quotes, line breaks or edge spaces, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    expect(csvCell(" padded")).toBe('" padded"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-5)).toBe("-5");
  });

  it("keeps text that a spreadsheet would run as a formula from running", () => {
    for (const text of ["=1+1", "+91 98765", "-2+3", "@SUM(A1)", "\tTAB", "\rCR"]) {
      expect(csvCell(text).replace(/^"/, "").startsWith("'"), text).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes a UTF-8 document with a byte-order mark and CRLF line ends", () => {
    expect(toCsv(["Name", "Amount"], [["Asha", "₹1,200"], ["Ravi", null]])).toBe('\uFEFFName,Amount\r\nAsha,"₹1,200"\r\nRavi,\r\n');
  });
});
