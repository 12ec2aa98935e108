/** Drizzle's index builder of either dialect (`index` from sqlite-core or pg-core). */
type IndexBuilder = (name: string) => { on: (...columns: never[]) => unknown }

type ExtendTable = {
  extendTable: (args: {
    table: never
    extraConfig: (columns: Record<string, unknown>) => object
  }) => void
}

/**
 * An adapter's `afterSchemaInit` hook that indexes each `*_locales` table by `_parent_id`.
 * Payload reads a document's languages with a subquery per document on that column, and its own
 * unique index starts with `_locale`, so without this every document read scanned the whole
 * table: reading N seminars cost N × 2N rows (docs/decisions/0026-cost-as-the-catalogue-grows.md).
 */
export function indexLocalesByParent(index: IndexBuilder) {
  return <Schema extends { tables: Record<string, unknown> }>({
    schema,
    extendTable,
  }: ExtendTable & { schema: Schema }): Schema => {
    for (const [name, table] of Object.entries(schema.tables)) {
      if (!name.endsWith('_locales')) continue
      const indexName = `${name}_parent_id_idx`
      extendTable({
        table: table as never,
        extraConfig: (columns) => ({
          [indexName]: index(indexName).on(columns._parentID as never),
        }),
      })
    }
    return schema
  }
}
