import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorModeProvider, useColorMode } from './color-mode';
import { applyColorMode } from './color-mode-class';

function Switch() {
  const { colorMode, toggleColorMode } = useColorMode();
  return <button onClick={toggleColorMode}>{colorMode}</button>;
}

describe('the colour mode', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.head.innerHTML = '<meta name="theme-color" content="#0b5e5b" />';
  });

  it("switches the page's classes and the browser's bar colour, and keeps the choice", async () => {
    const user = userEvent.setup();
    const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
    render(
      <ColorModeProvider>
        <Switch />
      </ColorModeProvider>,
    );
    expect(themeColor()).toBe('#0b5e5b');
    await user.click(await screen.findByRole('button', { name: 'light' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(themeColor()).toBe('#042322');
    expect(window.localStorage.getItem('nivaas-color-mode')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'dark' }));
    expect(document.documentElement).toHaveClass('light');
    expect(themeColor()).toBe('#0b5e5b');
  });

  it.each(['index.html', 'islands.html'])(
    '%s is served light as the script would make it, so a light visitor is styled once, not again when it runs',
    (page) => {
      const html = readFileSync(path.join(__dirname, '../../', page), 'utf8');
      const root = document.documentElement;
      for (const name of root.getAttributeNames()) root.removeAttribute(name);
      for (const { name, value } of new DOMParser().parseFromString(html, 'text/html').documentElement.attributes)
        root.setAttribute(name, value);
      const changes = new MutationObserver(() => undefined);
      changes.observe(root, { attributes: true });
      applyColorMode('light');
      expect(changes.takeRecords()).toEqual([]);
      changes.disconnect();
      expect(root).toHaveClass('light');
    },
  );
});
