/** Where the contact bar's and the owner card's links go, for an Indian 10-digit number. */

export function telephoneLink(number: string): string {
  return `tel:+91${number}`;
}

/** WhatsApp's click-to-chat address, with a first message that names the listing and links to it. */
export function whatsAppLink(number: string, listing: { title: string; url: string }): string {
  const text = `Hi, I found your listing "${listing.title}" on Nivaas (${listing.url}). Is a bed available?`;
  return `https://wa.me/91${number}?text=${encodeURIComponent(text)}`;
}

/**
 * Opens a contact link the viewer just tapped for (the number came in after the tap): the phone's
 * dialer in this tab, WhatsApp in a new one. A module of its own so tests can see the call.
 */
export function openContactLink(href: string): void {
  if (href.startsWith('tel:')) window.location.assign(href);
  else window.open(href, '_blank', 'noopener');
}
