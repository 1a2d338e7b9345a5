import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "../../../lib/api";
import { serverMessageOr } from "../../../lib/server-message";

/**
 * Shows an API refusal where it belongs: on the form's field for the request field it names (`fields`
 * maps one to the other), else above the form's buttons (`errors.root.server`); in the server's words for
 * a 4xx, `fallback` otherwise. What was typed stays as it was.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, "setError">,
  fields: Readonly<Record<string, Path<T>>>,
  fallback: string,
): void {
  const message = serverMessageOr(error, fallback);
  const field = error instanceof ApiError && error.field ? fields[error.field] : undefined;
  if (field) form.setError(field, { message }, { shouldFocus: true });
  else form.setError("root.server", { message });
}
