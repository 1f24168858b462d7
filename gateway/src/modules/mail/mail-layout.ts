/**
 * The HTML part of every mail, made from its plain text in the product's look (the teal brand
 * bar, calm type, links as links), so callers write text once and recipients get both parts.
 */
const BRAND = '#0b5e5b';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:${BRAND}">${url}</a>`);

export function mailHtml(subject: string, text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="margin:0 0 16px">${linkify(escapeHtml(paragraph)).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1a2b2a;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="background:${BRAND};color:#fff;padding:16px 24px;border-radius:12px 12px 0 0;font-size:20px;font-weight:bold">Nivaas</div>
<div style="background:#fff;padding:24px;border-radius:0 0 12px 12px;font-size:15px">${paragraphs}</div>
<p style="color:#5b6b6a;font-size:12px;text-align:center;margin:16px 0 0">Find Comfort. Find Nivaas.</p>
</div></body></html>`;
}
