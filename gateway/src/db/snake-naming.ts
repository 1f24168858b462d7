import { DefaultNamingStrategy, type NamingStrategyInterface } from 'typeorm';

/**
 * Columns are the snake_case of their property (`contactNumber` is `contact_number`), so an
 * entity names each field once. A column whose name is not simply that (`to` is `to_address`)
 * still says so with `name:`. Only column names change: table, key and index names stay as the
 * landed migrations give them.
 */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    return (
      customName ??
      [...embeddedPrefixes, propertyName].map((part) => part.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)).join('_')
    );
  }
}
