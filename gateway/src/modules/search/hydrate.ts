import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';

/** The quoted column names an entity loads (its `select: false` columns left out). */
export function selectableColumns(metadata: EntityMetadata): string[] {
  return metadata.columns.filter((column) => column.isSelect).map((column) => `"${column.databaseName}"`);
}

/**
 * An entity from a raw row of hand-written SQL that selected `selectableColumns`, with values
 * converted as TypeORM converts them (dates, numbers...).
 */
export function hydrate<T extends ObjectLiteral>(dataSource: DataSource, metadata: EntityMetadata, row: Record<string, unknown>): T {
  const entity = metadata.create() as T;
  for (const column of metadata.columns) {
    if (!column.isSelect || !(column.databaseName in row)) continue;
    column.setEntityValue(entity, dataSource.driver.prepareHydratedValue(row[column.databaseName], column));
  }
  return entity;
}
