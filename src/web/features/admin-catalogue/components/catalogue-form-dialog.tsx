import { useId } from "react";
import { AlertCircle } from "lucide-react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { ApiError } from "../../../lib/api";
import { useSaveCatalogueItem } from "../api/save-catalogue-item";
import type { CatalogueResource, CatalogueRow } from "../catalogue-resource";
import { catalogueActionMessages as text } from "../messages";

interface CatalogueFormDialogProps<Row extends CatalogueRow> {
  resource: CatalogueResource<Row>;
  open: boolean;
  /** The row being edited, or null for a new one. */
  row: Row | null;
  onClose: () => void;
}

/** The server's reason for a refused form (a field it found wrong); anything else has only the toast. */
function refusalReason(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 ? error.message : null;
}

/** Create or edit one row; the dialog stays open, with what was typed, until the server has saved it. */
export function CatalogueFormDialog<Row extends CatalogueRow>({
  resource,
  open,
  row,
  onClose,
}: CatalogueFormDialogProps<Row>) {
  const formId = useId();
  const save = useSaveCatalogueItem(resource);
  const { Form, messages } = resource;
  const reason = refusalReason(save.error);

  const finish = () => {
    save.reset();
    onClose();
  };
  const close = () => {
    if (!save.isPending) finish();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {row ? text.editTitle(messages.singular) : text.addTitle(messages.singular)}
          </DialogTitle>
          <DialogDescription>{row ? row.name : `Fields marked * are required.`}</DialogDescription>
        </DialogHeader>
        {reason && (
          <p
            role="alert"
            className="mb-4 flex items-start gap-2 rounded-lg border border-destructive/30 bg-red-50 p-3 text-sm text-destructive"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {reason}
          </p>
        )}
        <Form
          key={row?.id ?? "new"}
          formId={formId}
          row={row}
          disabled={save.isPending}
          onSubmit={(input) => save.mutate({ id: row?.id ?? null, input }, { onSuccess: finish })}
        />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={save.isPending}>
            {text.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? text.saving : row ? text.save : text.create}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
