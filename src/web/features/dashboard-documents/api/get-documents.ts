import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { DOCUMENT_TYPES } from "../../../../domain/constants";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { apiGet } from "../../../lib/api";

export const documentSchema = z.object({
  id: z.string(),
  name: z.string(),
  file_size: z.number(),
  mime_type: z.string().nullable(),
  type: z.enum(DOCUMENT_TYPES).catch("other"),
  uploaded_at: z.string(),
  href: z.string(),
});

const documentsPageSchema = z.object({
  documents: z.array(documentSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export type AgentDocument = z.infer<typeof documentSchema>;
export type DocumentsPage = z.infer<typeof documentsPageSchema>;

/** Every query of the agent's documents starts with this key, so an upload or a deletion refreshes them all. */
export const DOCUMENTS_QUERY_KEY = ["documents", "dashboard"] as const;

export function fetchDocuments(page: number, signal?: AbortSignal): Promise<DocumentsPage> {
  const params = new URLSearchParams({
    limit: String(DEFAULT_PAGE_SIZE),
    offset: String(page * DEFAULT_PAGE_SIZE),
  });
  return apiGet(`/api/dashboard/documents?${params}`, { signal, parser: documentsPageSchema });
}

export function useDocuments(page: number) {
  return useQuery({
    queryKey: [...DOCUMENTS_QUERY_KEY, page],
    queryFn: ({ signal }) => fetchDocuments(page, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
