import { useT } from "../../../i18n/use-t";

/** "Jane Broker · Dec 5, 2026, 9:30 a.m." under an entry. */
export function EntryMeta({
  at,
  iso,
  by,
  edited,
}: {
  at: string;
  iso: string;
  by: string | null;
  edited?: boolean;
}) {
  const t = useT();
  return (
    <p className="mt-0.5 text-xs text-muted-foreground">
      {by && <>{t("back-office.leadDetail.by", { name: by })} · </>}
      <time dateTime={iso}>{at}</time>
      {edited && <> · {t("back-office.leadDetail.edited")}</>}
    </p>
  );
}
