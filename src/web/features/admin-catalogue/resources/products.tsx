import { formatMoney, teaser } from "../../../../domain/text";
import { CatalogueCard } from "../components/catalogue-card";
import { Thumbnail } from "../components/thumbnail";
import type { CatalogueResource } from "../catalogue-resource";
import { productsMessages } from "../messages";
import { ProductForm } from "./product-form";
import { adminProductSchema, type AdminProduct } from "./product-row";

const EXCERPT_LENGTH = 110;

function Price({ price }: { price: number | null }) {
  const formatted = formatMoney(price);
  return formatted ? (
    <span className="tabular-nums">{formatted}</span>
  ) : (
    <span className="text-muted-foreground">No price</span>
  );
}

export const productsResource: CatalogueResource<AdminProduct> = {
  apiPath: "/api/admin/products",
  listKey: "products",
  itemKey: "product",
  rowSchema: adminProductSchema,
  // The public product list and pages use ["products", …] too, so they reload after a change.
  queryKey: ["products"],
  messages: productsMessages,
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
      id: "price",
      header: "Price",
      cell: ({ row }) => <Price price={row.original.price} />,
      meta: { className: "whitespace-nowrap" },
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
