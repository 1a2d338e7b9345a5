import type { Lender } from "../../db/schema";

/** What a visitor sees of a lender; is_active is implied (only active lenders are public). */
export function publicLenderToJson(row: Lender) {
  return {
    id: row.id,
    name: row.name,
    logo_url: row.logoUrl,
    type: row.type,
    display_order: row.displayOrder,
  };
}
