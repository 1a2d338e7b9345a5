import { Trash2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { useT } from "../../i18n/use-t";
import { Button } from "./button";

export interface ConfirmDeleteButtonProps {
  /** The button's accessible name, naming what it removes ("Delete lead from Jane Buyer"). */
  label: string;
  title: string;
  description: string;
  onConfirm: () => void;
  pending?: boolean;
  /** Only the icon, for table rows; the label stays the accessible name and the tooltip. */
  compact?: boolean;
}

/** Every delete of the back office: asked first in a dialog that starts on Cancel (spec section 8). */
export function ConfirmDeleteButton({
  label,
  title,
  description,
  onConfirm,
  pending = false,
  compact = false,
}: ConfirmDeleteButtonProps) {
  const t = useT();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size={compact ? "icon" : "sm"}
          className="text-destructive hover:bg-red-50 hover:text-destructive"
          disabled={pending}
          aria-label={label}
          title={compact ? label : undefined}
        >
          <Trash2 aria-hidden="true" />
          {!compact && t("back-office.delete")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("back-office.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t("back-office.delete")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
