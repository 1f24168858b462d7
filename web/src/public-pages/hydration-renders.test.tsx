import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { writeLocalShortlist } from '../features/shortlist/local-shortlist';
import { useLocalShortlist } from '../features/shortlist/use-local-shortlist';
import { RenderTimeProvider, useRenderTime } from './render-time';

const RENDERED_AT = Date.parse('2026-11-28T09:00:00Z');

/** Notes each render: the time it counts from and how many listings this browser shortlisted. */
function Probe({ renders, label }: { renders: string[]; label: string }) {
  const time = useRenderTime();
  const shortlist = useLocalShortlist();
  const seen = `${label} ${time ? time.toISOString() : 'now'} ${shortlist.length}`;
  renders.push(seen);
  return <p>{seen}</p>;
}

const page = (renders: string[], label = 'first'): ReactNode => (
  <RenderTimeProvider value={RENDERED_AT}>
    <Probe renders={renders} label={label} />
  </RenderTimeProvider>
);

const roots: Root[] = [];

/** The server's HTML of the page, then React taking it over in the browser. */
function serverThenBrowser(renders: string[]): Root {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(renders));
  document.body.append(container);
  renders.length = 0;
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, page(renders));
  });
  roots.push(root!);
  return root!;
}

describe('React taking over a server-rendered page', () => {
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    writeLocalShortlist([]);
  });

  // A browser-only value that differs from the server's makes React render the component again
  // at once after hydrating: on a search page that was every card, about 3,600 components.
  it('renders a component once when nothing differs: the server time kept, no shortlist here', () => {
    const renders: string[] = [];
    serverThenBrowser(renders);
    expect(renders).toEqual(['first 2026-11-28T09:00:00.000Z 0']);
  });

  it('counts from the moment of each later render', () => {
    const renders: string[] = [];
    const root = serverThenBrowser(renders);
    act(() => root.render(page(renders, 'again')));
    expect(renders.at(-1)).toBe('again now 0');
  });

  it('renders again at once with the shortlist this browser keeps', () => {
    writeLocalShortlist(['listing-1']);
    const renders: string[] = [];
    serverThenBrowser(renders);
    expect(renders).toEqual(['first 2026-11-28T09:00:00.000Z 0', 'first now 1']);
  });
});
