import { describe, expect, it } from "vitest";
import { acceptedEncoding } from "./public-cache";

describe("acceptedEncoding", () => {
  it("prefers brotli, then gzip, and honours a refusal by q=0", () => {
    expect(acceptedEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(acceptedEncoding("gzip;q=0.8, br;q=0.5")).toBe("br");
    expect(acceptedEncoding("br;q=0, gzip")).toBe("gzip");
    expect(acceptedEncoding("BR;Q=0.0, GZIP")).toBe("gzip");
    expect(acceptedEncoding("deflate")).toBeUndefined();
    expect(acceptedEncoding("identity")).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding("gzip;q=0")).toBeUndefined();
  });
});
