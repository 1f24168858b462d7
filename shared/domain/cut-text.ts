/** Cuts text to at most `max` characters, the last one "…" when something was cut (an SMS, a notification's body). */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
