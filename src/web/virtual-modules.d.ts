declare module "virtual:class-conflicts" {
  /** scripts/class-conflicts.ts: utilities sharing a group, the group, the groups each overrides. */
  const table: [utilities: string, group: number, overrides: number[]][];
  export default table;
}
