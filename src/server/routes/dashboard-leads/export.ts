import { toCsv } from "../../../domain/csv";
import type { Lead } from "../../db/schema";
import { leadToJson } from "../leads/serialize";

const HEADER = ["Client name", "Email", "Phone", "Type", "Source", "Status", "Message", "Received"] as const;

/** The agent's leads as a spreadsheet, in the list's order and with its field values. */
export function leadsCsv(rows: readonly Lead[]): string {
  return toCsv(
    HEADER,
    rows.map((row) => {
      const lead = leadToJson(row);
      return [
        lead.client_name,
        lead.client_email,
        lead.client_phone,
        lead.type,
        lead.source,
        lead.status,
        lead.message,
        lead.created_at.toISOString(),
      ];
    }),
  );
}

/** `vayu-leads-2026-05-14.csv`, dated in UTC like the ISO timestamps inside. */
export function leadsCsvFileName(now = new Date()): string {
  return `vayu-leads-${now.toISOString().slice(0, 10)}.csv`;
}
