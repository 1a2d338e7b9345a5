import type { Lender } from "../../db/schema";
import { publicLenderToJson } from "../lenders/serialize";

/** A lender as the super admin's lenders tab shows it: what visitors see plus whether they see it. */
export function adminLenderToJson(row: Lender) {
  return { ...publicLenderToJson(row), is_active: row.isActive };
}
