import { keepFocusUncovered } from './focus-uncovered';

// jsdom lays nothing out: the test gives each part its place on screen. Only a browser shows the
// scroll itself (checked in Chromium at 1280 and 360px: a field focused under the bars ends 12px
// below them; tabbing through the header's links leaves the page where it is).
const HEADER = { top: 0, bottom: 105 };
const MENU = { top: 108, bottom: 169 };

function layOut(fieldTop: number) {
  document.body.innerHTML = `
    <header style="position: sticky; top: 0"><a href="/">Home</a></header>
    <main><nav aria-label="On this page" style="position: sticky; top: 108px"><a href="#overview">Overview</a></nav>
    <input aria-label="Name" /></main>`;
  const place = new Map<Element, { top: number; bottom: number }>([
    [document.querySelector('header')!, HEADER],
    [document.querySelector('nav')!, MENU],
    [document.querySelector('input')!, { top: fieldTop, bottom: fieldTop + 40 }],
  ]);
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const { top, bottom } = place.get(this) ?? { top: 0, bottom: 0 };
    return { top, bottom, y: top, height: bottom - top, left: 24, x: 24, right: 324, width: 300, toJSON: () => ({}) };
  });
  // What the page shows at a point: the bars over everything else.
  document.elementFromPoint = (_x: number, y: number) =>
    y >= HEADER.top && y < HEADER.bottom
      ? document.querySelector('header')
      : y >= MENU.top && y < MENU.bottom
        ? document.querySelector('nav')
        : null;
}

let stop: () => void;
let scrollBy: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
  scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => {});
  stop = keepFocusUncovered(document);
});
afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

describe('a field the keyboard focuses under the sticky header and menu', () => {
  it.each([
    ['under the header', 30, 169 - 30 + 12],
    ["under the listing page's menu", 130, 169 - 130 + 12],
  ])('%s is scrolled to 12px below both', (_where, top, by) => {
    layOut(top);
    document.querySelector('input')!.focus();
    expect(scrollBy).toHaveBeenCalledWith({ top: -by });
  });

  it('in view below them stays where it is', () => {
    layOut(400);
    document.querySelector('input')!.focus();
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it("inside them (the header's links, the menu's) never moves the page", () => {
    layOut(400);
    document.querySelector<HTMLElement>('header a')!.focus();
    document.querySelector<HTMLElement>('nav a')!.focus();
    expect(scrollBy).not.toHaveBeenCalled();
  });
});

describe('a field the keyboard focuses under a bar stuck at the bottom (the contact bar on phones)', () => {
  const BAR = { top: window.innerHeight - 60, bottom: window.innerHeight };

  function layOutAbove(fieldTop: number) {
    document.body.innerHTML = `
      <main><input aria-label="City" /></main>
      <div role="region" aria-label="Contact the owner" style="position: sticky; bottom: 0"><a href="#send-enquiry">Enquire</a></div>`;
    const bar = document.querySelector('[role=region]')!;
    const place = new Map<Element, { top: number; bottom: number }>([
      [bar, BAR],
      [document.querySelector('input')!, { top: fieldTop, bottom: fieldTop + 40 }],
    ]);
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const { top, bottom } = place.get(this) ?? { top: 0, bottom: 0 };
      return { top, bottom, y: top, height: bottom - top, left: 24, x: 24, right: 324, width: 300, toJSON: () => ({}) };
    });
    document.elementFromPoint = (_x: number, y: number) => (y >= BAR.top && y < BAR.bottom ? bar : null);
  }

  it('is scrolled up to 12px above the bar', () => {
    layOutAbove(BAR.top - 20);
    document.querySelector('input')!.focus();
    expect(scrollBy).toHaveBeenCalledWith({ top: 20 + 12 });
  });

  it('in view above it stays where it is, and its own links never move the page', () => {
    layOutAbove(BAR.top - 200);
    document.querySelector('input')!.focus();
    document.querySelector<HTMLElement>('[role=region] a')!.focus();
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
