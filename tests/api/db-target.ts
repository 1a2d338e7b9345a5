/** Which database the API suite runs on: `VAYU_TEST_DB=postgres` selects the local PostgreSQL server. */
export const TEST_DB_KIND: "memory" | "postgres" =
  process.env.VAYU_TEST_DB === "postgres" ? "postgres" : "memory";

const PG_BASE = process.env.VAYU_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432";

export function adminUrl(database: string): string {
  return `${PG_BASE}/${database}`;
}
