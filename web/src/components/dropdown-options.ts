import type { Ref } from 'react';

export interface DropdownOption {
  value: string;
  label: string;
}

export interface DropdownProps {
  label: string;
  /** Plain strings are both value and label. */
  options: ReadonlyArray<string | DropdownOption>;
  value?: string | null;
  /** Called with the chosen value ('' when cleared), so react-hook-form's field.onChange fits. */
  onChange: (value: string) => void;
  /** Called when the user leaves the field (react-hook-form marks it touched and validates). */
  onBlur?: () => void;
  name?: string;
  /** Receives the focusable element (react-hook-form focuses it on a validation error). */
  ref?: Ref<HTMLElement>;
  placeholder?: string;
  /** Shown under the field; also marks it invalid. */
  error?: string;
  invalid?: boolean;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
  /** Options are on their way: a spinner, and the field waits. */
  loading?: boolean;
  /** Offered under the error, e.g. to load the options again. */
  onRetry?: () => void;
  /** Typed search switches on at this many options (spec: 8). */
  searchThreshold?: number;
  /** Rows visible at a time before the list scrolls (spec: 5). */
  visibleRows?: number;
  /** The list's height never exceeds this many pixels (spec: 500). */
  maxListHeight?: number;
  /** A longer selected label is cut with an ellipsis (spec: 25 characters). */
  truncateAt?: number;
}

/** Spec section 9: option rows about 40px. */
export const DROPDOWN_ROW_HEIGHT = 40;
export const NO_MATCHES = 'No matches found';

export function toOptions(options: DropdownProps['options']): DropdownOption[] {
  return options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));
}

/** The listed option for `value`; a value the options lack (still loading, or kept from older data) is shown as it is. */
export function findSelected(options: DropdownOption[], value: string | null | undefined) {
  const listed = options.find((option) => option.value === value);
  const selected = listed ?? (value ? { value, label: value } : undefined);
  return { listed, selected };
}

/** Height of the option list: `visibleRows` rows of 40px plus padding, capped at `maxListHeight`. */
export function listHeight(visibleRows: number, maxListHeight: number): string {
  return `${Math.min(visibleRows * DROPDOWN_ROW_HEIGHT + 8, maxListHeight)}px`;
}

export type ResolvedDropdownProps = Omit<DropdownProps, 'options'> & { options: DropdownOption[] };
