import { Badge } from "../ui/badge";
import { useT } from "../../i18n/use-t";

/** Spec section 4: Pending until approved. */
export function TestimonialStateBadge({ approved }: { approved: boolean }) {
  const t = useT();
  return approved ? (
    <Badge variant="success">{t("back-office.approved")}</Badge>
  ) : (
    <Badge variant="outline">{t("back-office.pending")}</Badge>
  );
}
