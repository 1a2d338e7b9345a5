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
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { useDeleteLead } from "../api/delete-lead";
import type { AdminLead } from "../api/get-admin-leads";
import { adminLeadsMessages, deleteLeadDescription, deleteLeadLabel } from "../messages";

/** Delete, after a confirmation that starts on Cancel. `compact` shows only the icon (table rows). */
export function DeleteLeadButton({ lead, compact = false }: { lead: AdminLead; compact?: boolean }) {
  const remove = useDeleteLead();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size={compact ? "icon" : "sm"}
          className="text-destructive hover:bg-red-50 hover:text-destructive"
          disabled={remove.isPending}
          aria-label={deleteLeadLabel(lead.client_name)}
          title={compact ? deleteLeadLabel(lead.client_name) : undefined}
        >
          <Trash2 aria-hidden="true" />
          {!compact && adminLeadsMessages.delete}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{adminLeadsMessages.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{deleteLeadDescription(lead.client_name)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{adminLeadsMessages.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={() => remove.mutate(lead.id)}>
            {adminLeadsMessages.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
