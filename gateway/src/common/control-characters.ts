import { CONTROL_CHARACTERS, controlCharactersMessage } from '../../../shared/validation/text';
import { ValidationError } from './errors';

/**
 * The path ("filter.q", "images.0.name") of the first text in a request value that holds a
 * control character, or null. Looks only into plain objects and arrays (not uploads or buffers).
 */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  // Plain objects only (query strings parse into objects without a prototype).
  const prototype = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (value && (prototype === Object.prototype || prototype === null)) {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTERS.test(key)) return path ? `${path}.${key}` : key;
      const found = controlCharacterPath(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
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
