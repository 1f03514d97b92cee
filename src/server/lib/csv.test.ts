/** RFC 4180 quoting and the formula guard. */
import { describe, expect, it } from "vitest";
import { csvField, csvText, toCsv } from "./csv.ts";

describe("csv", () => {
  it("quotes only what RFC 4180 requires, doubling quotes", () => {
    expect(csvField("plain text")).toBe("plain text");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(42)).toBe("42");
  });

  it("ends every record with CRLF", () => {
    expect(toCsv(["a", "b"], [["1", 'x,"y"\nz']])).toBe('a,b\r\n1,"x,""y""\nz"\r\n');
    expect(toCsv(["only"], [])).toBe("only\r\n");
  });

  it("keeps user text that a spreadsheet would run as a formula as text", () => {
    expect(csvText("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvText("+1")).toBe("'+1");
    expect(csvText("-x")).toBe("'-x");
    expect(csvText("@cmd")).toBe("'@cmd");
    expect(csvText("Team sync")).toBe("Team sync");
    expect(csvText(null)).toBeNull();
  });
});
