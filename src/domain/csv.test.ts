import { describe, expect, it } from "vitest";
import { csvCell, csvRow, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text and numbers as they are, and writes nothing for null", () => {
    expect(csvCell("Jane Buyer")).toBe("Jane Buyer");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("quotes fields holding a comma, a quote or a line break, doubling the quotes", () => {
    expect(csvCell("Toronto, ON")).toBe('"Toronto, ON"');
    expect(csvCell('She said "call me"')).toBe('"She said ""call me"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+14165550199", "'+14165550199"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=cmd", "'\t=cmd"],
  ])("neutralises a cell a spreadsheet would run as a formula: %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("neutralises and quotes a formula that also holds a comma or a quote", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
  });

  it("keeps a formula sign that is not the first character", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("jane+leads@example.ca")).toBe("jane+leads@example.ca");
  });
});

describe("toCsv", () => {
  it("writes a header and rows with CRLF line ends, after a UTF-8 byte order mark", () => {
    expect(csvRow(["a", null, "b,c"])).toBe('a,,"b,c"');
    expect(
      toCsv(
        ["name", "note"],
        [
          ["Lefèvre", "=2"],
          ["Chen", null],
        ],
      ),
    ).toBe("\uFEFFname,note\r\nLefèvre,'=2\r\nChen,\r\n");
  });
});
