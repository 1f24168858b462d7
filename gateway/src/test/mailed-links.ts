/**
 * The token of the `<link>?token=…` link in a stored mail's text (`link` a URL or its path):
 * tests follow mailed links (password reset, newsletter confirmation) as the reader would.
 * Throws when the mail has no such link, so a test never goes on with an empty token.
 */
export function linkToken(mail: { to: string; text: string } | undefined, link: string): string {
  const escaped = link.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const found = new RegExp(`${escaped}\\?token=([\\w-]+)`).exec(mail?.text ?? '');
  if (!found) throw new Error(mail ? `no ${link} link in the mail to ${mail.to}` : `no mail to follow ${link} from`);
  return found[1];
}
