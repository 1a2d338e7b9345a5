import { useT } from "../../../i18n/use-t";
import { useAddLeadNote } from "../api/lead-notes";
import type { LeadPanel } from "../lead-panel";
import { DetailSection } from "./detail-section";
import { NoteForm } from "./note-form";

/** A new note for the timeline, seen only by the lead's broker and the super admin. */
export function NotesCard({
  panel,
  leadId,
  onSaved,
}: {
  panel: LeadPanel;
  leadId: string;
  onSaved: (message: string) => void;
}) {
  const t = useT();
  const add = useAddLeadNote(panel, leadId);
  return (
    <DetailSection title={t("back-office.leadDetail.notesTitle")}>
      <p className="mb-3 text-sm text-muted-foreground">{t("back-office.leadDetail.notesPrivate")}</p>
      <NoteForm
        label={t("back-office.leadDetail.newNoteLabel")}
        submitLabel={t("back-office.leadDetail.addNote")}
        onSubmit={(note) => add.mutateAsync(note)}
        onSaved={() => onSaved(t("back-office.leadDetail.noteAdded"))}
      />
    </DetailSection>
  );
}
