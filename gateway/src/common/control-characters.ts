import { CONTROL_CHARACTERS, controlCharactersMessage } from '../../../shared/validation/text';
import { ValidationError } from './errors';

/**
 * The path ("filter.q", "images.0.name") of the first text in a request value that holds a
 * control character, or null. Looks only into plain objects and arrays (not uploads or buffers).
 */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : null;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value)) return firstFound(value.entries(), (index, item) => controlCharacterPath(item, at(index)));
  if (!isPlainObject(value)) return null;
  return firstFound(Object.entries(value), (key, item) => (CONTROL_CHARACTERS.test(key) ? at(key) : controlCharacterPath(item, at(key))));
}

/** Plain objects only (query strings parse into objects without a prototype): not uploads or buffers. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function firstFound<K>(entries: Iterable<[K, unknown]>, pathOf: (key: K, item: unknown) => string | null): string | null {
  for (const [key, item] of entries) {
    const found = pathOf(key, item);
    if (found !== null) return found;
  }
  return null;
}

/** The 400 for a request value with a control character in its text, naming the field; or null. */
export function controlCharacterProblem(value: unknown): ValidationError | null {
  const found = controlCharacterPath(value);
  if (found === null) return null;
  const field = found || 'request';
  return new ValidationError([{ field, message: controlCharactersMessage(field) }]);
}

export function assertNoControlCharacters(value: unknown): void {
  const problem = controlCharacterProblem(value);
  if (problem) throw problem;
}
