import { Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import type { CatalogueRow } from "../catalogue-resource";
import { catalogueActionMessages as text, type CatalogueMessages } from "../messages";

interface RowActionsProps {
  row: CatalogueRow;
  messages: CatalogueMessages;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** Icons only, for table rows; the accessible names stay whole. */
  compact?: boolean;
}

/** Edit opens the row's form; delete asks first (spec section 8). */
export function RowActions({ row, messages, onEdit, onDelete, deleting, compact = false }: RowActionsProps) {
  const editLabel = text.editLabel(messages.singular, row.name);
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size={compact ? "icon" : "sm"}
        onClick={onEdit}
        disabled={deleting}
        aria-label={editLabel}
        title={compact ? editLabel : undefined}
      >
        <Pencil aria-hidden="true" />
        {!compact && text.edit}
      </Button>
      <ConfirmDeleteButton
        label={text.deleteLabel(messages.singular, row.name)}
        title={text.deleteTitle(messages.singular)}
        description={text.deleteDescription(row.name)}
        onConfirm={onDelete}
        pending={deleting}
        compact={compact}
      />
    </div>
  );
}
