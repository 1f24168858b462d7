import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { IconBaseProps } from 'react-icons/lib';
import { GenIcon, SpriteSymbolsContext, spriteMarkup, type SpriteSymbols } from './icon-sprite';

/** An icon as react-icons/lu writes one. */
const Heart = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round' },
    child: [{ tag: 'path', attr: { d: 'M19 14c1.5-1.5 3-3.2 3-5.5' }, child: [] }],
  })(props);

const SHAPES = '<path d="M19 14c1.5-1.5 3-3.2 3-5.5"></path>';

describe('icons drawn through the sprite', () => {
  it('on the server: each symbol collected once, the icons only use it', () => {
    const symbols: SpriteSymbols = new Map();
    const html = renderToString(
      <SpriteSymbolsContext.Provider value={symbols}>
        <Heart aria-hidden />
        <Heart aria-hidden />
      </SpriteSymbolsContext.Provider>,
    );
    expect(symbols.size).toBe(1);
    const [id] = symbols.keys();
    // Sized by a class of the theme's global styles (1em square), not by attributes on each icon.
    expect(html).toBe(`<svg aria-hidden="true" class="nv-icon"><use href="#${id}"></use></svg>`.repeat(2));
    expect(spriteMarkup(symbols)).toContain(
      `<symbol id="${id}" viewBox="0 0 24 24"><g stroke="currentColor" fill="none" stroke-width="2" stroke-linecap="round">${SHAPES}</g></symbol>`,
    );
    expect(spriteMarkup(new Map())).toBe('');
  });

  it('keeps a drawing attribute given as a prop on the icon, so it wins over the symbol', () => {
    const symbols: SpriteSymbols = new Map();
    const html = renderToString(
      <SpriteSymbolsContext.Provider value={symbols}>
        <Heart fill="currentColor" size={20} color="red" title="Saved" />
      </SpriteSymbolsContext.Provider>,
    );
    const [[id, symbol]] = [...symbols];
    expect(html).toBe(
      `<svg fill="currentColor" style="color:red" height="20" width="20"><title>Saved</title><use href="#${id}"></use></svg>`,
    );
    expect(symbol).toContain(`<g stroke="currentColor" stroke-width="2" stroke-linecap="round">${SHAPES}</g>`);
  });

  it('in the browser: adds the symbol to the page once, as SVG, before the icon is painted', () => {
    const { container } = render(
      <>
        <Heart />
        <Heart size={24} />
      </>,
    );
    const symbols = document.querySelectorAll('#nivaas-icons symbol');
    expect(symbols).toHaveLength(1);
    expect(symbols[0].namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(container.querySelectorAll('use')[1].getAttribute('href')).toBe(`#${symbols[0].id}`);
    // An icon given a size keeps it as attributes; one given a class keeps that beside the sizing class.
    const [unsized, sized] = container.querySelectorAll('svg');
    expect([unsized.getAttribute('class'), unsized.getAttribute('width')]).toEqual(['nv-icon', null]);
    expect([sized.getAttribute('class'), sized.getAttribute('width')]).toEqual([null, '24']);
    expect(
      render(<Heart className="css-1abc" />)
        .container.querySelector('svg')
        ?.getAttribute('class'),
    ).toBe('nv-icon css-1abc');
  });
});
