import { mailHtml } from './mail-layout';

describe('mailHtml', () => {
  it('turns the plain text into branded HTML: paragraphs, links, nothing from the text run as markup', () => {
    const html = mailHtml('Hello', 'Hi <b>Asha</b> & co,\n\nOpen https://nivaas.in/reset-password?token=abc\nNivaas');
    expect(html).toContain('Hi &lt;b&gt;Asha&lt;/b&gt; &amp; co,');
    expect(html).toContain('<a href="https://nivaas.in/reset-password?token=abc"');
    expect(html).toContain('<br>Nivaas</p>');
    expect(html).toContain('<title>Hello</title>');
  });
});
