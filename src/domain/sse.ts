/** One server-sent event: its name ("message" when the stream gives none) and its data lines joined by "\n". */
export interface SseEvent {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds the next piece of the stream; it may end anywhere, even between a CR and its LF. */
  push(chunk: string): void;
  /**
   * The stream has ended: a last line without its line break still counts; an event without its
   * closing blank line is dropped, as the standard says, unless `dispatchUnfinished` was set.
   */
  end(): void;
}

export interface SseParserOptions {
  /** Hand over an event the stream ended without a blank line after (some servers omit the last one). */
  dispatchUnfinished?: boolean;
}

/**
 * Used by the server to read a language model's stream and by the chat widget to read the server's.
 * An incremental parser for the text/event-stream format (WHATWG HTML, "server-sent events"): lines end
 * in LF, CR or CRLF; a blank line dispatches the event; `:` starts a comment; several `data:` lines
 * make one multi-line value; fields other than `event` and `data` are ignored.
 */
export function createSseParser(
  onEvent: (event: SseEvent) => void,
  options: SseParserOptions = {},
): SseParser {
  let partialLine = "";
  let afterCr = false;
  let eventName = "";
  let dataLines: string[] = [];

  function dispatch() {
    if (dataLines.length > 0) onEvent({ event: eventName || "message", data: dataLines.join("\n") });
    eventName = "";
    dataLines = [];
  }

  function processLine(line: string) {
    if (line === "") {
      dispatch();
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventName = value;
    else if (field === "data") dataLines.push(value);
  }

  return {
    push(chunk) {
      let start = 0;
      for (let i = 0; i < chunk.length; i += 1) {
        const char = chunk[i];
        if (afterCr) {
          afterCr = false;
          if (char === "\n") {
            start = i + 1;
            continue;
          }
        }
        if (char === "\r" || char === "\n") {
          processLine(partialLine + chunk.slice(start, i));
          partialLine = "";
          start = i + 1;
          afterCr = char === "\r";
        }
      }
      partialLine += chunk.slice(start);
    },
    end() {
      if (partialLine !== "") processLine(partialLine);
      if (options.dispatchUnfinished) dispatch();
      partialLine = "";
      afterCr = false;
      eventName = "";
      dataLines = [];
    },
  };
}
