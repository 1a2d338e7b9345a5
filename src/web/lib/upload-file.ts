import { say } from "../../i18n/translate";
import { ApiError, apiLocale } from "./api";

function errorMessage(body: unknown, fallback: string): { message: string; code: string } {
  const error = (body as { error?: { message?: unknown; code?: unknown } } | null)?.error;
  return {
    message: typeof error?.message === "string" ? error.message : fallback,
    code: typeof error?.code === "string" ? error.code : "upload_failed",
  };
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends one file as multipart field `file` and answers the JSON reply. XMLHttpRequest rather than
 * fetch, because only it reports upload progress, which a 10 MB photo on a phone needs.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader("Accept", "application/json");
    // The server says its refusals (too large, wrong type) in the page's language.
    request.setRequestHeader("Accept-Language", apiLocale());
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      const { message, code } = errorMessage(body, say("forms.uploadFailed"));
      reject(new ApiError(request.status, code, message));
    };
    request.onerror = () => reject(new ApiError(0, "network_error", say("forms.networkError")));
    request.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.set("file", file);
    request.send(form);
  });
}
