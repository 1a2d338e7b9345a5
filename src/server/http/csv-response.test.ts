import { describe, expect, it, vi } from "vitest";
import { csvStream, type CsvRecords } from "./csv-response";

/** Batches of one record each, counting how many were read and whether the source was closed. */
function countingSource(total: number) {
  const seen = { read: 0, closed: false };
  async function* batches(): AsyncGenerator<CsvRecords> {
    try {
      for (let i = 1; i <= total; i++) {
        seen.read = i;
        yield [[`row ${i}`, i]];
      }
    } finally {
      seen.closed = true;
    }
  }
  return { seen, batches: batches() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** The whole file as text, its byte order mark kept (Response.text() would drop it). */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

describe("csvStream", () => {
  it("writes the byte order mark, the header, the records read already and then every batch", async () => {
    const { batches } = countingSource(2);
    const stream = csvStream(["Name", "N"], batches, { leading: [["first, really", 0]] });
    expect(await readAll(stream)).toBe('\uFEFFName,N\r\n"first, really",0\r\nrow 1,1\r\nrow 2,2\r\n');
  });

  it("writes the header alone when there is nothing to export", async () => {
    const { batches } = countingSource(0);
    expect(await readAll(csvStream(["Name"], batches))).toBe("\uFEFFName\r\n");
  });

  it("reads the next batch only when the reader asks for more", async () => {
    const { seen, batches } = countingSource(100);
    const reader = csvStream(["Name", "N"], batches).getReader();
    await settle();
    expect(seen.read).toBe(0);
    await reader.read();
    await reader.read();
    await settle();
    // One batch taken, at most one more waiting in the stream's queue.
    expect(seen.read).toBeLessThanOrEqual(2);
    await reader.cancel();
  });

  it("stops reading and closes the source when the reader goes away", async () => {
    const { seen, batches } = countingSource(100);
    const reader = csvStream(["Name", "N"], batches).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    await settle();
    expect(seen.closed).toBe(true);
    const readBeforeCancel = seen.read;
    await settle();
    expect(seen.read).toBe(readBeforeCancel);
    expect(readBeforeCancel).toBeLessThan(5);
  });

  it("fails the download, and reports it, when a batch cannot be read", async () => {
    const failure = new Error("connection lost");
    async function* batches(): AsyncGenerator<CsvRecords> {
      yield [["one"]];
      throw failure;
    }
    const onError = vi.fn();
    await expect(readAll(csvStream(["Name"], batches(), { onError }))).rejects.toThrow("connection lost");
    expect(onError).toHaveBeenCalledWith(failure);
  });
});
