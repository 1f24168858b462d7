/**
 * Cleaning of the postal directory's names, shared by the import (which stores cleaned names)
 * and the service (which cleans what callers pass in, so "rajasthan" or "Jammu & Kashmir" find
 * the same rows as "Rajasthan" and "Jammu and Kashmir"). Pure functions, unit-tested.
 */
import { DISTRICT_RENAMES, STATE_RENAMES } from './name-corrections';

/**
 * A post-office type at the end of a name: B.O. (branch), S.O. (sub), H.O. (head), P.O. (post
 * office) and G.P.O. (general post office), with or without dots, spaces or parentheses, in any
 * case: "Port Blair H.O", "Kamthi City SO", "Ahmedgarh s.O", "Khanapur  BO", "Xyz (B.O.)".
 */
const OFFICE_SUFFIX = /(?:^|[\s,.(-])\(?\s*(g\s*\.?\s*p|[bhsp])\s*\.?\s*o\s*\.?\s*\)?\s*$/i;

/** What an office suffix says about the office; the lookup prefers head and sub offices. */
export type OfficeKind = 'head' | 'sub' | 'branch' | 'none';

/** Lower is more representative of a pin code: head (and general) offices, then sub offices. */
export const OFFICE_RANK: Record<OfficeKind, number> = { head: 0, sub: 1, branch: 2, none: 3 };

const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The kind of office a raw name's suffix names, if it has one. */
export function officeKind(rawName: string): OfficeKind {
  const match = OFFICE_SUFFIX.exec(collapseSpaces(rawName));
  if (!match) return 'none';
  const letter = match[1].replace(/[\s.]/g, '').toLowerCase();
  if (letter === 'gp' || letter === 'h') return 'head';
  if (letter === 'b') return 'branch';
  return 'sub';
}

/** "sri krishnapuram" -> "Sri Krishnapuram", "Peda-amiram" -> "Peda-Amiram"; acronyms stay. */
function capitaliseWords(text: string): string {
  return text.replace(/(^|[\s\-/(])([a-z])/g, (_all, before: string, letter: string) => before + letter.toUpperCase());
}

const comparable = (text: string) => collapseSpaces(text).toLowerCase();

/** Names a trailing parenthesis may repeat, prepared for cleanAreaName. */
export function qualifierSet(names: readonly string[]): ReadonlySet<string> {
  return new Set(names.filter(Boolean).map(comparable));
}

/**
 * An area or office name as people read it: the post-office suffix stripped, a trailing
 * "(Jaipur)" that only repeats the district or city dropped ("Malviya Nagar (Jaipur)" ->
 * "Malviya Nagar"), spaces collapsed and lower-case words capitalised. Answers '' when nothing
 * is left (the caller drops those).
 *
 * @param qualifiers names a trailing parenthesis may repeat (district, sub-district, city...)
 */
export function cleanAreaName(rawName: string, qualifiers: readonly string[] | ReadonlySet<string> = []): string {
  const known = Array.isArray(qualifiers) ? qualifierSet(qualifiers) : (qualifiers as ReadonlySet<string>);
  let name = collapseSpaces(rawName);
  for (;;) {
    let next = name.replace(OFFICE_SUFFIX, '');
    const qualifier = /^(.*\S)\s*\(([^()]*)\)$/.exec(next);
    if (qualifier && known.has(comparable(qualifier[2]))) next = qualifier[1];
    next = collapseSpaces(next.replace(/[\s,(-]+$/, ''));
    if (next === name) break;
    name = next;
  }
  return capitaliseWords(name);
}

/** Distinct cleaned names (case-insensitively, keeping the first spelling), sorted as people expect. */
export function uniqueSortedNames(names: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (name && !byKey.has(key)) byKey.set(key, name);
  }
  return [...byKey.values()].sort(compareNames);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Alphabetical, ignoring case and accents, with "Sector 9" before "Sector 10". */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

const SMALL_WORDS = new Set(['and', 'of']);

/**
 * Consistent title case for states and districts: "&" written as "and", stray spaces removed,
 * every word capitalised except "and"/"of" inside a name ("North and Middle Andaman",
 * "Janjgir-Champa", "TIRUPPUR" -> "Tiruppur").
 */
export function titleCase(text: string): string {
  const words = collapseSpaces(text.replace(/\s*&\s*/g, ' and ')).split(' ');
  return words
    .map((word, index) =>
      word
        .split('-')
        .map((part) => {
          const lower = part.toLowerCase();
          if (index > 0 && SMALL_WORDS.has(lower)) return lower;
          return lower.replace(/[a-z]/, (letter) => letter.toUpperCase());
        })
        .join('-'),
    )
    .join(' ');
}

/** "Jammu & Kashmir" -> "Jammu and Kashmir", "Chattisgarh" -> "Chhattisgarh", "rajasthan" -> "Rajasthan". */
export function normaliseStateName(rawState: string): string {
  const state = titleCase(rawState);
  return STATE_RENAMES[state.toLowerCase()] ?? state;
}

/**
 * A district's current name: disambiguating state codes dropped ("Bilaspur(CGH)" -> "Bilaspur"),
 * title case, and the renames and respellings of name-corrections.ts ("Gurgaon" -> "Gurugram").
 */
export function normaliseDistrictName(rawDistrict: string): string {
  const withoutCode = rawDistrict.replace(/\s*\((?:BH|CGH|HP|MH)\)\s*$/, '');
  const district = titleCase(withoutCode);
  return DISTRICT_RENAMES[district.toLowerCase()] ?? district;
}
