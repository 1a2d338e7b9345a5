import { describe, expect, it } from "vitest";
import { icoFromPng } from "./icons";

describe("icoFromPng", () => {
  it("wraps a PNG in a one-image .ico directory pointing at it", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const ico = icoFromPng(png, 32);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(ico.readUInt8(6)).toBe(32);
    expect(ico.readUInt8(7)).toBe(32);
    expect(ico.readUInt16LE(12)).toBe(32);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.readUInt32LE(18)).toBe(22);
    expect(ico.subarray(22)).toEqual(png);
  });

  it("writes 0 for the 256 px size, as the format asks", () => {
    const ico = icoFromPng(Buffer.from([1]), 256);
    expect(ico.readUInt8(6)).toBe(0);
    expect(ico.readUInt8(7)).toBe(0);
  });
});
