import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { ApiError } from "../../../lib/api";
import { uploadFile } from "../../../lib/upload-file";
import type { Translate } from "../../../../i18n/translate";
import { useT } from "../../../i18n/use-t";
import { DOCUMENTS_QUERY_KEY, documentSchema } from "./get-documents";

/** The server's code when the file was stored but its row could not be saved. */
const DOCUMENT_SAVE_FAILED = "document_save_failed";

/** The spec's two failure toasts: the row not saved, or the upload itself refused (with its reason). */
export function uploadFailureMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.code === DOCUMENT_SAVE_FAILED)
    return t("dashboard.documents.saveFailed");
  const reason =
    error instanceof Error && error.message ? error.message : t("dashboard.documents.uploadFailedReason");
  return t("dashboard.documents.uploadFailed", { message: reason });
}

/** Sends one file with a progress bar (0–1, or null when idle); the list shows it once stored. */
export function useUploadDocument() {
  const t = useT();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const body = await uploadFile<{ document: unknown }>("/api/dashboard/documents", file, setProgress);
      return documentSchema.parse(body.document);
    },
    onMutate: () => setProgress(0),
    onError: (error) => toast.error(uploadFailureMessage(error, t)),
    onSuccess: () => toast.success(t("dashboard.documents.uploaded")),
    onSettled: () => {
      setProgress(null);
      return client.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
    },
  });
  return { upload: mutation.mutate, pending: mutation.isPending, progress };
}
