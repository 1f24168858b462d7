/**
 * The HTML part of every mail, made from its plain text in the product's look (the teal brand
 * bar, calm type, links as links), so callers write text once and recipients get both parts; a
 * mail about listings adds their cards with a photo each, and a mail asking something its button.
 */
const BRAND = '#0b5e5b';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:${BRAND}">${url}</a>`);

/** The listing a mail is about, shown as a card with its photo (absolute URLs: mail clients have no base). */
export interface MailListingCard {
  title: string;
  url: string;
  photoUrl: string | null;
  /** One line under the title: price and place. */
  caption: string;
}

/** The one thing the mail asks its reader to do, as a button. */
export interface MailAction {
  label: string;
  url: string;
}

function cardHtml(card: MailListingCard): string {
  const photo = card.photoUrl
    ? `<a href="${escapeHtml(card.url)}"><img src="${escapeHtml(card.photoUrl)}" width="512" height="384" alt="${escapeHtml(card.title)}" style="display:block;width:100%;max-width:512px;height:auto;border:0;border-radius:8px 8px 0 0"></a>`
    : '';
  return `<div style="border:1px solid #dfe6e5;border-radius:8px;margin:0 0 16px">${photo}<div style="padding:12px 16px"><a href="${escapeHtml(card.url)}" style="color:${BRAND};font-weight:bold;text-decoration:none">${escapeHtml(card.title)}</a><div style="color:#5b6b6a;font-size:13px">${escapeHtml(card.caption)}</div></div></div>`;
}

const actionHtml = (action: MailAction) =>
  `<p style="margin:8px 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${BRAND};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`;

export function mailHtml(
  subject: string,
  text: string,
  extras: { cards?: ReadonlyArray<MailListingCard | undefined>; action?: MailAction } = {},
): string {
  const paragraphs =
    text
      .split(/\n{2,}/)
      .map((paragraph) => `<p style="margin:0 0 16px">${linkify(escapeHtml(paragraph)).replace(/\n/g, '<br>')}</p>`)
      .join('') +
    (extras.cards ?? []).map((card) => (card ? cardHtml(card) : '')).join('') +
    (extras.action ? actionHtml(extras.action) : '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1a2b2a;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="background:${BRAND};color:#fff;padding:16px 24px;border-radius:12px 12px 0 0;font-size:20px;font-weight:bold">Nivaas</div>
<div style="background:#fff;padding:24px;border-radius:0 0 12px 12px;font-size:15px">${paragraphs}</div>
<p style="color:#5b6b6a;font-size:12px;text-align:center;margin:16px 0 0">Find Comfort. Find Nivaas.</p>
</div></body></html>`;
}
