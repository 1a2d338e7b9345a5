import { formatCurrency } from "../../../../domain/format";
import { teaser } from "../../../../domain/text";
import { useLocale, useT } from "../../../i18n/use-t";
import { CatalogueCard } from "../components/catalogue-card";
import { Thumbnail } from "../components/thumbnail";
import type { CatalogueResource } from "../catalogue-resource";
import { ProductForm } from "./product-form";
import { adminProductSchema, type AdminProduct } from "./product-row";

const EXCERPT_LENGTH = 110;

/** Whole dollars as they are, cents when there are some, in the page's language. */
function Price({ price }: { price: number | null }) {
  const t = useT();
  const locale = useLocale();
  return price !== null && Number.isFinite(price) ? (
    <span className="tabular-nums">{formatCurrency(price, Number.isInteger(price) ? 0 : 2, locale)}</span>
  ) : (
    <span className="text-muted-foreground">{t("admin.products.noPrice")}</span>
  );
}

export const productsResource: CatalogueResource<AdminProduct> = {
  apiPath: "/api/admin/products",
  listKey: "products",
  itemKey: "product",
  rowSchema: adminProductSchema,
  // The public product list and pages use ["products", …] too, so they reload after a change.
  queryKey: ["products"],
  messages: "admin.products",
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
      id: "price",
      header: t("admin.products.columnPrice"),
      cell: ({ row }) => <Price price={row.original.price} />,
      meta: { className: "whitespace-nowrap" },
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
  ],
  renderCard: (product, actions) => (
    <CatalogueCard
      image={product.image_src}
      name={product.name}
      facts={<Price price={product.price} />}
      excerpt={product.description && teaser(product.description, EXCERPT_LENGTH)}
      actions={actions}
    />
  ),
  Form: ProductForm,
};
