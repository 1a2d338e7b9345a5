import { setImmediate } from "node:timers/promises";
import type { Context } from "hono";
import { CSV_BOM, csvLines, type CsvValue } from "../../domain/csv";
import { PRIVATE_CACHE_CONTROL } from "../storage/content-types";
import type { AppEnv } from "../deps";

export type CsvRecords = readonly (readonly CsvValue[])[];

export interface CsvStreamOptions {
  /** Records already read, written straight after the header. */
  leading?: CsvRecords;
  /** Hears of a batch that failed once the file was under way. */
  onError?: (error: unknown) => void;
}

/**
 * A CSV file as a byte stream: the BOM and the header, then one chunk per batch of records that
 * `batches` yields. The stream pulls: the next batch is read only once the reader has taken the
 * previous one, so a slow client holds back the database instead of filling memory, and a client
 * that goes away cancels the stream, which ends the iterator (its `finally` runs and nothing more is
 * read).
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterator<CsvRecords>,
  { leading = [], onError }: CsvStreamOptions = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLines([header, ...leading])));
    },
    async pull(controller) {
      // A turn for other requests first: PGlite answers a query without leaving the event loop, so
      // batch after batch would otherwise hold the server for as long as the socket takes them.
      await setImmediate();
      let next: IteratorResult<CsvRecords>;
      try {
        next = await batches.next();
      } catch (error) {
        onError?.(error);
        // An error, not an end: the download fails instead of leaving a file that looks complete.
        controller.error(error);
        return;
      }
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLines(next.value)));
    },
    async cancel() {
      await batches.return?.();
    },
  });
}

/**
 * A CSV download of `batches`, never cached. The first batch is read before the response starts,
 * so a query that fails at once is the usual JSON error rather than a broken file.
 */
export async function csvAttachment(
  c: Context<AppEnv>,
  fileName: string,
  header: readonly string[],
  batches: AsyncIterator<CsvRecords>,
): Promise<Response> {
  const first = await batches.next();
  const { log } = c.get("deps");
  const reqId = c.get("requestId");
  const body = csvStream(header, batches, {
    leading: first.done ? [] : first.value,
    onError: (error) => log.error({ err: error, reqId }, "csv export failed"),
  });
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${fileName}"`);
  c.header("Cache-Control", PRIVATE_CACHE_CONTROL);
  return c.body(body);
}
