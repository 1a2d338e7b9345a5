import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvLines, csvRow } from "./csv";

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
    ["\tplain", "'\tplain"],
  ])("neutralises a cell a spreadsheet would run as a formula: %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("neutralises and quotes a formula that also holds a comma or a quote", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
  });

  it("neutralises a leading carriage return, and then quotes the line break", () => {
    expect(csvCell("\r=1+1")).toBe(`"'\r=1+1"`);
    expect(csvCell("\r\n@SUM(A1)")).toBe(`"'\r\n@SUM(A1)"`);
  });

  it("leaves numbers alone, negative ones too: only typed text can carry a formula", () => {
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell(0)).toBe("0");
  });

  it("keeps a formula sign that is not the first character", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("jane+leads@example.ca")).toBe("jane+leads@example.ca");
  });
});

describe("csvLines", () => {
  it("ends every record with CRLF, including the last, and leaves empty fields empty", () => {
    expect(csvRow(["a", null, "b,c"])).toBe('a,,"b,c"');
    expect(
      csvLines([
        ["name", "note"],
        ["Lefèvre", "=2"],
        ["Chen", null],
      ]),
    ).toBe("name,note\r\nLefèvre,'=2\r\nChen,\r\n");
    expect(csvLines([])).toBe("");
  });

  it("keeps a line break inside a quoted field apart from the record's CRLF", () => {
    expect(csvLines([["one\ntwo", "x"]])).toBe('"one\ntwo",x\r\n');
  });

  it("is written in batches that concatenate into one file after the UTF-8 byte order mark", () => {
    const whole = CSV_BOM + csvLines([["h1", "h2"]]) + csvLines([["a", "b"]]) + csvLines([["c", "d"]]);
    expect(whole).toBe("\uFEFFh1,h2\r\na,b\r\nc,d\r\n");
    expect([...new TextEncoder().encode(CSV_BOM)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
