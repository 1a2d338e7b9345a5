import { Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import { useT } from "../../../i18n/use-t";
import { catalogueText, type CataloguePrefix, type CatalogueRow } from "../catalogue-resource";

interface RowActionsProps {
  row: CatalogueRow;
  messages: CataloguePrefix;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** Icons only, for table rows; the accessible names stay whole. */
  compact?: boolean;
}

/** Edit opens the row's form; delete asks first (spec section 8). */
export function RowActions({ row, messages, onEdit, onDelete, deleting, compact = false }: RowActionsProps) {
  const t = useT();
  const name = row.name;
  const editLabel = t(catalogueText(messages, "editLabel"), { name });
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
        {!compact && t("back-office.edit")}
      </Button>
      <ConfirmDeleteButton
        label={t(catalogueText(messages, "deleteLabel"), { name })}
        title={t(catalogueText(messages, "deleteTitle"))}
        description={t("admin.catalogue.deleteDescription", { name })}
        onConfirm={onDelete}
        pending={deleting}
        compact={compact}
      />
    </div>
  );
}
