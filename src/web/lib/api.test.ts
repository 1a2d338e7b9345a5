import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, apiPost } from "./api";

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("returns the parsed JSON body", async () => {
    respond(200, { user: null });
    await expect(apiGet("/api/me")).resolves.toEqual({ user: null });
  });

  it("validates the body with a parser given directly or loaded on first use", async () => {
    const parser = { parse: (data: unknown) => ({ count: (data as { items: unknown[] }).items.length }) };
    respond(200, { items: [1, 2, 3] });
    await expect(apiGet("/api/list", { parser })).resolves.toEqual({ count: 3 });
    const load = vi.fn(async () => parser);
    respond(200, { items: [1] });
    await expect(apiGet("/api/list", { parser: load })).resolves.toEqual({ count: 1 });
    expect(load).toHaveBeenCalledOnce();
  });

  it("rejects with the parser's error when a loaded parser refuses the body", async () => {
    const refusal = new Error("items: expected an array");
    const parser = {
      parse: () => {
        throw refusal;
      },
    };
    respond(200, { items: "none" });
    await expect(apiGet("/api/list", { parser: async () => parser })).rejects.toBe(refusal);
  });

  it("sends JSON mutations same-origin", async () => {
    const fetchMock = respond(200, {});
    await apiPost("/api/auth/sign-out");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/sign-out",
      expect.objectContaining({
        method: "POST",
        body: "{}",
        credentials: "same-origin",
        headers: expect.objectContaining({ "Content-Type": "application/json" }),
      }),
    );
  });

  it("throws an ApiError with the status, code and message of the error shape", async () => {
    respond(401, { error: { message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD" } });
    const error = await apiPost("/api/auth/sign-in/email", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Invalid email or password",
    });
  });

  it("reports an unreachable server as a network error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    await expect(apiGet("/api/site")).rejects.toMatchObject({ status: 0, code: "network_error" });
  });
});
