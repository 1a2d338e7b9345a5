import { useState } from "react";
import { Pencil } from "lucide-react";
import type { LeadNoteEntry } from "../../../../domain/lead-detail";
import { Button } from "../../../components/ui/button";
import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import { FormAlert } from "../../../components/ui/form-alert";
import { useT } from "../../../i18n/use-t";
import { serverMessageOr } from "../../../lib/server-message";
import { useDeleteLeadNote, useEditLeadNote } from "../api/lead-notes";
import type { LeadPanel } from "../lead-panel";
import { EntryMeta } from "./entry-meta";
import { NoteForm } from "./note-form";

interface NoteEntryProps {
  panel: LeadPanel;
  leadId: string;
  note: LeadNoteEntry;
  /** When it was written, as the timeline writes times. */
  at: string;
  onSaved: (message: string) => void;
}

/** A note on the timeline: its author, time and text; its author may reword or delete it. */
export function NoteEntry({ panel, leadId, note, at, onSaved }: NoteEntryProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const edit = useEditLeadNote(panel, leadId);
  const remove = useDeleteLeadNote(panel, leadId);

  if (editing) {
    return (
      <NoteForm
        initial={note.body}
        label={t("back-office.leadDetail.editNoteLabel")}
        submitLabel={t("back-office.saveChanges")}
        onSubmit={(values) => edit.mutateAsync({ noteId: note.id, ...values })}
        onSaved={() => {
          setEditing(false);
          onSaved(t("back-office.leadDetail.noteUpdated"));
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <article aria-label={t("back-office.leadDetail.noteBy", { name: note.author_name })}>
      <p className="text-sm font-medium">{t("back-office.leadDetail.noteTitle")}</p>
      <EntryMeta at={at} iso={note.at} by={note.author_name} edited={note.updated_at !== null} />
      <p className="mt-2 rounded-lg border border-border bg-muted/40 p-3 text-sm break-words whitespace-pre-wrap">
        {note.body}
      </p>
      {remove.isError && (
        <div className="mt-2">
          <FormAlert id={`note-${note.id}-error`}>
            {serverMessageOr(remove.error, t("back-office.leadDetail.deleteNoteFailed"))}
          </FormAlert>
        </div>
      )}
      {note.mine && (
        <div className="mt-2 flex flex-wrap gap-1">
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t("back-office.edit")}
            <span className="sr-only"> {t("back-office.leadDetail.thisNote")}</span>
          </Button>
          <ConfirmDeleteButton
            label={t("back-office.leadDetail.deleteNoteLabel")}
            title={t("back-office.leadDetail.deleteNoteTitle")}
            description={t("back-office.leadDetail.deleteNoteDescription")}
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(note.id, { onSuccess: () => onSaved(t("back-office.leadDetail.noteDeleted")) })
            }
          />
        </div>
      )}
    </article>
  );
}
