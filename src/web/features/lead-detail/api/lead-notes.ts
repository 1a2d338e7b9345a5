import { useMutation } from "@tanstack/react-query";
import type { LeadNoteResponse } from "../../../../domain/lead-detail";
import type { LeadNoteInput } from "../../../../domain/schemas/lead-workspace";
import { apiRequest } from "../../../lib/api";
import { leadApiPath, type LeadPanel } from "../lead-panel";
import { useRefreshLead } from "./get-lead-detail";

/** POST …/leads/:id/notes: a note on the lead's timeline, private to its broker and the super admin. */
export function useAddLeadNote(panel: LeadPanel, leadId: string) {
  const refresh = useRefreshLead(panel, leadId);
  return useMutation({
    mutationFn: (note: LeadNoteInput) =>
      apiRequest<LeadNoteResponse>(leadApiPath(panel, leadId, "notes"), { method: "POST", body: note }),
    onSuccess: refresh,
  });
}

/** PATCH …/notes/:noteId: the caller's own note, reworded. */
export function useEditLeadNote(panel: LeadPanel, leadId: string) {
  const refresh = useRefreshLead(panel, leadId);
  return useMutation({
    mutationFn: ({ noteId, ...note }: LeadNoteInput & { noteId: string }) =>
      apiRequest<LeadNoteResponse>(leadApiPath(panel, leadId, `notes/${encodeURIComponent(noteId)}`), {
        method: "PATCH",
        body: note,
      }),
    onSuccess: refresh,
  });
}

/** DELETE …/notes/:noteId: the caller's own note, gone from the timeline. */
export function useDeleteLeadNote(panel: LeadPanel, leadId: string) {
  const refresh = useRefreshLead(panel, leadId);
  return useMutation({
    mutationFn: (noteId: string) =>
      apiRequest<void>(leadApiPath(panel, leadId, `notes/${encodeURIComponent(noteId)}`), {
        method: "DELETE",
      }),
    onSuccess: refresh,
  });
}
