import type userEvent from '@testing-library/user-event';

/**
 * Puts text in a field as one paste, for tests about what a form sends or says rather than about
 * typing: the form checks itself on every key, so typing a whole form re-renders it hundreds of
 * times. Tests about messages shown as the user types still type.
 */
export async function fillIn(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
