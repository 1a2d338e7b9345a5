declare module "virtual:class-conflicts" {
  /** scripts/class-conflicts.ts: utilities sharing a group, the group, the groups each overrides. */
  const table: [utilities: string, group: number, overrides: number[]][];
  export default table;
}

declare module "virtual:catalog/*" {
  /** scripts/catalog-bundles.ts: a bundle's messages in one language, compiled to ICU syntax trees. */
  const catalog: Readonly<Record<string, readonly object[]>>;
  export default catalog;
}
