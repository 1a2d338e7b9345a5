import { lenderTypeLabel } from "../../../../domain/schemas/admin-lenders";
import { Badge } from "../../../components/ui/badge";
import { CatalogueCard } from "../components/catalogue-card";
import { Thumbnail } from "../components/thumbnail";
import type { CatalogueResource } from "../catalogue-resource";
import { lendersMessages } from "../messages";
import { LenderForm } from "./lender-form";
import { adminLenderSchema, type AdminLender } from "./lender-row";

function ActiveBadge({ active }: { active: boolean }) {
  return active ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Inactive</Badge>;
}

export const lendersResource: CatalogueResource<AdminLender> = {
  apiPath: "/api/admin/lenders",
  listKey: "lenders",
  itemKey: "lender",
  rowSchema: adminLenderSchema,
  // The home page's Trusted Lenders use ["lenders"]; broker profiles keep their own key.
  queryKey: ["lenders"],
  alsoInvalidates: [["agent-profile", "lenders"]],
  messages: lendersMessages,
  columns: [
    {
      id: "logo",
      header: "Logo",
      cell: ({ row }) => <Thumbnail src={row.original.logo_url} fit="contain" />,
      meta: { className: "w-0" },
    },
    {
      id: "name",
      header: "Name",
      cell: ({ row }) => <span className="font-semibold break-words">{row.original.name}</span>,
      meta: { rowHeader: true, className: "min-w-40" },
    },
    {
      id: "type",
      header: "Type",
      cell: ({ row }) => lenderTypeLabel(row.original.type),
      meta: { className: "whitespace-nowrap" },
    },
    {
      id: "order",
      header: "Order",
      cell: ({ row }) => <span className="tabular-nums">{row.original.display_order}</span>,
    },
    {
      id: "active",
      header: "Status",
      cell: ({ row }) => <ActiveBadge active={row.original.is_active} />,
    },
  ],
  renderCard: (lender, actions) => (
    <CatalogueCard
      image={lender.logo_url}
      imageFit="contain"
      name={lender.name}
      facts={
        <>
          <span>{lenderTypeLabel(lender.type)}</span>
          <span className="text-muted-foreground tabular-nums">Order {lender.display_order}</span>
          <ActiveBadge active={lender.is_active} />
        </>
      }
      actions={actions}
    />
  ),
  Form: LenderForm,
};
