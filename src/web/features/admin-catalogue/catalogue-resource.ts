import type { ComponentType, ReactNode } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import type { QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import type { MessageId } from "../../../i18n/catalogs";
import type { Locale } from "../../../i18n/locale";
import type { Translate } from "../../../i18n/translate";

/** The catalogues a tab's texts come from: each noun has its own messages, so French agrees with it. */
export type CataloguePrefix = "admin.products" | "admin.services" | "admin.lenders";

type CatalogueText =
  | "listTitle"
  | "listDescription"
  | "loadFailed"
  | "saveFailed"
  | "deleteFailed"
  | "created"
  | "updated"
  | "deleted"
  | "empty"
  | "add"
  | "addTitle"
  | "editTitle"
  | "editLabel"
  | "deleteLabel"
  | "deleteTitle"
  | "loading"
  | "nounOne"
  | "nounOther";

/** The id of one of a tab's texts: `catalogueText("admin.products", "add")` is "admin.products.add". */
export function catalogueText(prefix: CataloguePrefix, text: CatalogueText): MessageId {
  return `${prefix}.${text}`;
}

/** What every catalogue row has: the manager names it in buttons, toasts and dialogs. */
export interface CatalogueRow {
  id: string;
  name: string;
}

export interface CatalogueFormProps<Row> {
  /** The form element's id, so the dialog's footer can submit it. */
  formId: string;
  /** The row being edited, or null for a new one. */
  row: Row | null;
  disabled: boolean;
  /** Called with the values the shared zod schema produced (what the API accepts). */
  onSubmit: (input: object) => void;
}

/**
 * One admin catalogue tab (products, services, lenders): its API, its row shape, its texts, its table
 * columns and card, and its form. The manager does the rest the same way for all three.
 */
export interface CatalogueResource<Row extends CatalogueRow> {
  /** /api/admin/products; rows at /:id. */
  apiPath: string;
  /** Keys of the API bodies: { products: [...] } and { product: {...} }. */
  listKey: string;
  itemKey: string;
  rowSchema: z.ZodType<Row>;
  /**
   * The first part of every query key showing these rows, public pages included, so one invalidation
   * after a write refreshes them all.
   */
  queryKey: QueryKey;
  /** Other public queries that show these rows under a key of their own. */
  alsoInvalidates?: QueryKey[];
  messages: CataloguePrefix;
  /** The table's columns, in the page's language. */
  columns: (t: Translate, locale: Locale) => ColumnDef<Row, unknown>[];
  renderCard: (row: Row, actions: ReactNode) => ReactNode;
  Form: ComponentType<CatalogueFormProps<Row>>;
}
