import { teaser } from "../../../../domain/text";
import { CatalogueCard } from "../components/catalogue-card";
import { Thumbnail } from "../components/thumbnail";
import type { CatalogueResource } from "../catalogue-resource";
import { servicesMessages } from "../messages";
import { ServiceForm } from "./service-form";
import { adminServiceSchema, type AdminService } from "./service-row";

const EXCERPT_LENGTH = 110;

function featureCount(features: string[]): string {
  return features.length === 1 ? "1 feature" : `${features.length} features`;
}

export const servicesResource: CatalogueResource<AdminService> = {
  apiPath: "/api/admin/services",
  listKey: "services",
  itemKey: "service",
  rowSchema: adminServiceSchema,
  // The public service list and pages use ["services", …] too, so they reload after a change.
  queryKey: ["services"],
  messages: servicesMessages,
  columns: [
    {
      id: "image",
      header: "Image",
      cell: ({ row }) => <Thumbnail src={row.original.image_src} />,
      meta: { className: "w-0" },
    },
    {
      id: "name",
      header: "Name",
      cell: ({ row }) => <span className="font-semibold break-words">{row.original.name}</span>,
      meta: { rowHeader: true, className: "min-w-40" },
    },
    {
      id: "description",
      header: "Description",
      cell: ({ row }) => (
        <span className="text-muted-foreground">
          {row.original.description ? teaser(row.original.description, EXCERPT_LENGTH) : "—"}
        </span>
      ),
    },
    {
      id: "features",
      header: "Features",
      cell: ({ row }) => featureCount(row.original.features),
      meta: { className: "whitespace-nowrap" },
    },
  ],
  renderCard: (service, actions) => (
    <CatalogueCard
      image={service.image_src}
      name={service.name}
      facts={<span className="text-muted-foreground">{featureCount(service.features)}</span>}
      excerpt={service.description && teaser(service.description, EXCERPT_LENGTH)}
      actions={actions}
    />
  ),
  Form: ServiceForm,
};
