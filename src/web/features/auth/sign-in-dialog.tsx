import { authMessages } from "../../../domain/messages";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { SignInForm } from "./sign-in-form";

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SignInDialog({ open, onOpenChange }: SignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{authMessages.title}</DialogTitle>
          <DialogDescription>{authMessages.subtitle}</DialogDescription>
        </DialogHeader>
        <SignInForm onSignedIn={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
