/**
 * Text from clients may hold tabs and line breaks, but no other control characters: a NUL byte
 * cannot be stored by PostgreSQL, and the rest are never typed by a person.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * A one-line field (a name, a city, a title) holds no line break: nobody types one there, and in
 * a mail's subject or header it would start a new line (zod: `.refine(isOneLine, message)`).
 */
export const isOneLine = (value: string) => !/[\r\n]/.test(value);

export const controlCharactersMessage = (field: string) => `${field} must not contain control characters`;
