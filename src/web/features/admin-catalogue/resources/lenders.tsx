import { useT } from "../../../i18n/use-t";
import { Badge } from "../../../components/ui/badge";
import { CatalogueCard } from "../components/catalogue-card";
import { Thumbnail } from "../components/thumbnail";
import type { CatalogueResource } from "../catalogue-resource";
import { LenderForm } from "./lender-form";
import { adminLenderSchema, lenderTypeLabel, type AdminLender } from "./lender-row";

function ActiveBadge({ active }: { active: boolean }) {
  const t = useT();
  return active ? (
    <Badge variant="success">{t("back-office.active")}</Badge>
  ) : (
    <Badge variant="outline">{t("back-office.inactive")}</Badge>
  );
}

function LenderFacts({ lender }: { lender: AdminLender }) {
  const t = useT();
  return (
    <>
      <span>{lenderTypeLabel(lender.type, t)}</span>
      <span className="text-muted-foreground tabular-nums">
        {t("admin.lenders.order", { order: lender.display_order })}
      </span>
      <ActiveBadge active={lender.is_active} />
    </>
  );
}

export const lendersResource: CatalogueResource<AdminLender> = {
  apiPath: "/api/admin/lenders",
  listKey: "lenders",
  itemKey: "lender",
  rowSchema: adminLenderSchema,
  // The home page's Trusted Lenders use ["lenders"]; broker profiles keep their own key.
  queryKey: ["lenders"],
  alsoInvalidates: [["agent-profile", "lenders"]],
  messages: "admin.lenders",
  columns: (t) => [
    {
      id: "logo",
      header: t("admin.lenders.logo"),
      cell: ({ row }) => <Thumbnail src={row.original.logo_url} fit="contain" />,
      meta: { className: "w-0" },
    },
    {
      id: "name",
      header: t("admin.catalogue.name"),
      cell: ({ row }) => <span className="font-semibold break-words">{row.original.name}</span>,
      meta: { rowHeader: true, className: "min-w-40" },
    },
    {
      id: "type",
      header: t("admin.lenders.type"),
      cell: ({ row }) => lenderTypeLabel(row.original.type, t),
      meta: { className: "whitespace-nowrap" },
    },
    {
      id: "order",
      header: t("admin.lenders.columnOrder"),
      cell: ({ row }) => <span className="tabular-nums">{row.original.display_order}</span>,
    },
    {
      id: "active",
      header: t("back-office.status"),
      cell: ({ row }) => <ActiveBadge active={row.original.is_active} />,
    },
  ],
  renderCard: (lender, actions) => (
    <CatalogueCard
      image={lender.logo_url}
      imageFit="contain"
      name={lender.name}
      facts={<LenderFacts lender={lender} />}
      actions={actions}
    />
  ),
  Form: LenderForm,
};
