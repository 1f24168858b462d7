import { createContext, useContext, useInsertionEffect } from 'react';
import type { IconBaseProps, IconTree } from 'react-icons/lib';
import { ICON_CLASS } from './icon-class';

export * from 'react-icons/lib';

/*
 * Icons drawn once per page. react-icons writes every icon's shapes and drawing attributes into
 * every <svg> it renders: on the search page 173 icons of 33 kinds, about 60 KB repeated card after
 * card. The build (build-plugins/icon-sprite.ts) hands react-icons this module's GenIcon in place
 * of its own: an icon is an <svg> with only its size, class, colour and the props it was given,
 * holding <use href="#icon-…">; its shapes, inside a <g> with the drawing attributes react-icons
 * would have put on the <svg> (those a prop sets stay on the <svg>, so the prop still wins), are
 * one <symbol> in the page's sprite, an <svg> outside the app's root. The server writes the
 * symbols its render used (RenderResult.sprite); the browser adds any other before the icon is
 * first painted. react-icons' IconContext (defaults for every icon) is not read: the app sets none.
 */

/** The id of the sprite's own <svg>. */
const SPRITE_ID = 'nivaas-icons';

/** What a server render collects: each symbol's markup by its id. */
export type SpriteSymbols = Map<string, string>;

/** Given on the server: the render's symbols. Absent in the browser, which adds symbols to the page itself. */
export const SpriteSymbolsContext = createContext<SpriteSymbols | null>(null);

/** FNV-1a of the shapes, so the server and the browser name a symbol alike without a shared table. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** SVG's own attribute name for a React prop name (strokeWidth -> stroke-width; viewBox and the like keep their case). */
const attributeName = (name: string) =>
  /^(viewBox|preserveAspectRatio|gradient\w+|pattern\w+|clipPathUnits)$/.test(name)
    ? name
    : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function shapesMarkup(nodes: IconTree[]): string {
  return nodes
    .map((node) => {
      const attributes = Object.entries(node.attr)
        .map(([name, value]) => ` ${attributeName(name)}="${escapeAttribute(String(value))}"`)
        .join('');
      return `<${node.tag}${attributes}>${shapesMarkup(node.child)}</${node.tag}>`;
    })
    .join('');
}

interface SpriteSymbol {
  id: string;
  markup: string;
}

/** What react-icons' IconBase puts on every <svg> before the icon's own attributes. */
const DRAWING_DEFAULTS: Record<string, string> = { stroke: 'currentColor', fill: 'currentColor', strokeWidth: '0' };

/** Each symbol by its shapes and drawing attributes (react-icons builds the tree anew at each render). */
const symbols = new Map<string, SpriteSymbol>();

function symbolOf(data: IconTree, setByProps: Record<string, unknown>): SpriteSymbol {
  const { viewBox, ...attributes } = { ...DRAWING_DEFAULTS, ...data.attr };
  const drawing = Object.fromEntries(Object.entries(attributes).filter(([name]) => setByProps[name] === undefined));
  const key = JSON.stringify([viewBox, drawing, data.child]);
  let symbol = symbols.get(key);
  if (!symbol) {
    const id = `icon-${hashOf(key)}`;
    const group = shapesMarkup([{ tag: 'g', attr: drawing, child: data.child }]);
    symbol = { id, markup: `<symbol id="${id}"${viewBox ? ` viewBox="${escapeAttribute(viewBox)}"` : ''}>${group}</symbol>` };
    symbols.set(key, symbol);
  }
  return symbol;
}

const spriteSvg = (content: string) =>
  `<svg id="${SPRITE_ID}" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">${content}</svg>`;

/** The page's sprite as the server writes it, before the app's root ('' when the page has no icon). */
export function spriteMarkup(collected: SpriteSymbols): string {
  return collected.size ? spriteSvg([...collected.values()].join('')) : '';
}

/** In the browser: the symbol in the page's sprite (made when the page has none yet). */
function addToPage(symbol: SpriteSymbol): void {
  if (document.getElementById(symbol.id)) return;
  if (!document.getElementById(SPRITE_ID)) document.body.insertAdjacentHTML('afterbegin', spriteSvg(''));
  // Parsed in the sprite's SVG namespace.
  document.getElementById(SPRITE_ID)!.insertAdjacentHTML('beforeend', symbol.markup);
}

function SpriteIcon({ data, size, color, title, style, className, ...svgProps }: IconBaseProps & { data: IconTree }) {
  const symbol = symbolOf(data, svgProps);
  const collected = useContext(SpriteSymbolsContext);
  collected?.set(symbol.id, symbol.markup);
  useInsertionEffect(() => {
    if (!collected) addToPage(symbol);
  }, [collected, symbol]);
  return (
    <svg
      {...svgProps}
      className={size === undefined ? (className ? `${ICON_CLASS} ${className}` : ICON_CLASS) : className}
      style={color ? { color, ...style } : style}
      height={size}
      width={size}
    >
      {title && <title>{title}</title>}
      <use href={`#${symbol.id}`} />
    </svg>
  );
}

/** react-icons' GenIcon, drawing through the page's sprite (see above). */
export function GenIcon(data: IconTree) {
  return function Icon(props: IconBaseProps) {
    return <SpriteIcon data={data} {...props} />;
  };
}
