import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorModeProvider, useColorMode } from './color-mode';

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
});
