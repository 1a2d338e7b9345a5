import { teaser } from "../../../../domain/text";
import { CatalogueCard } from "../components/catalogue-card";
import { Thumbnail } from "../components/thumbnail";
import type { CatalogueResource } from "../catalogue-resource";
import { useT } from "../../../i18n/use-t";
import { ServiceForm } from "./service-form";
import { adminServiceSchema, type AdminService } from "./service-row";

const EXCERPT_LENGTH = 110;

function FeatureCount({ features }: { features: string[] }) {
  const t = useT();
  return <>{t("admin.services.featureCount", { count: features.length })}</>;
}

export const servicesResource: CatalogueResource<AdminService> = {
  apiPath: "/api/admin/services",
  listKey: "services",
  itemKey: "service",
  rowSchema: adminServiceSchema,
  // The public service list and pages use ["services", …] too, so they reload after a change.
  queryKey: ["services"],
  messages: "admin.services",
  columns: (t) => [
    {
      id: "image",
      header: t("admin.catalogue.image"),
      cell: ({ row }) => <Thumbnail src={row.original.image_src} />,
      meta: { className: "w-0" },
    },
    {
      id: "name",
      header: t("admin.catalogue.name"),
      cell: ({ row }) => <span className="font-semibold break-words">{row.original.name}</span>,
      meta: { rowHeader: true, className: "min-w-40" },
    },
    {
      id: "description",
      header: t("admin.catalogue.description"),
      cell: ({ row }) => (
        <span className="text-muted-foreground">
          {row.original.description ? teaser(row.original.description, EXCERPT_LENGTH) : "—"}
        </span>
      ),
    },
    {
      id: "features",
      header: t("admin.services.features"),
      cell: ({ row }) => <FeatureCount features={row.original.features} />,
      meta: { className: "whitespace-nowrap" },
    },
  ],
  renderCard: (service, actions) => (
    <CatalogueCard
      image={service.image_src}
      name={service.name}
      facts={
        <span className="text-muted-foreground">
          <FeatureCount features={service.features} />
        </span>
      }
      excerpt={service.description && teaser(service.description, EXCERPT_LENGTH)}
      actions={actions}
    />
  ),
  Form: ServiceForm,
};
