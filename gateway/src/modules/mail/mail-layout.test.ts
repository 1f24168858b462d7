import { mailHtml } from './mail-layout';

describe('mailHtml', () => {
  it('turns the plain text into branded HTML: paragraphs, links, nothing from the text run as markup', () => {
    const html = mailHtml('Hello', 'Hi <b>Asha</b> & co,\n\nOpen https://nivaas.in/reset-password?token=abc\nNivaas');
    expect(html).toContain('Hi &lt;b&gt;Asha&lt;/b&gt; &amp; co,');
    expect(html).toContain('<a href="https://nivaas.in/reset-password?token=abc"');
    expect(html).toContain('<br>Nivaas</p>');
    expect(html).toContain('<title>Hello</title>');
  });

  it("adds the listing's card with its photo and the mail's one button, escaped like the text", () => {
    const html = mailHtml('New enquiry', 'Hello', {
      cards: [
        {
          title: 'Saanjh <Girls> PG',
          url: 'https://nivaas.in/property/p1',
          photoUrl: 'https://nivaas.in/uploads/a-thumb.webp',
          caption: '₹7,500 a month in Malviya Nagar, Jaipur',
        },
        undefined,
        { title: 'Tulsi PG', url: 'https://nivaas.in/property/p2', photoUrl: null, caption: '₹6,000 a month in Bapu Nagar, Jaipur' },
      ],
      action: { label: 'Reply from your leads', url: 'https://nivaas.in/my-leads' },
    });
    expect(html).toContain('<img src="https://nivaas.in/uploads/a-thumb.webp"');
    expect(html).toContain('alt="Saanjh &lt;Girls&gt; PG"');
    expect(html).toContain('₹7,500 a month in Malviya Nagar, Jaipur');
    // A listing gone since adds nothing; one without photos, its title and caption.
    expect(html).toContain('₹6,000 a month in Bapu Nagar, Jaipur');
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toMatch(/<a href="https:\/\/nivaas.in\/my-leads"[^>]*>Reply from your leads<\/a>/);
    expect(mailHtml('Plain', 'Hello')).not.toContain('<img');
  });
});
