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
import { useT } from "../../../i18n/use-t";
import { catalogueText, type CatalogueResource, type CatalogueRow } from "../catalogue-resource";

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
  const t = useT();
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
          <DialogTitle>{t(catalogueText(messages, row ? "editTitle" : "addTitle"))}</DialogTitle>
          <DialogDescription>{row ? row.name : t("admin.catalogue.requiredNote")}</DialogDescription>
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
            {t("back-office.cancel")}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending
              ? t("back-office.saving")
              : row
                ? t("back-office.save")
                : t("admin.catalogue.create")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
