import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import createCache from '@emotion/cache';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { useRenderTime } from './render-time';
import { relativeAge } from '../lib/relative-age';
import { IslandFrame } from './island-frame';
import { renderToString } from 'react-dom/server';
import { AccountLinks } from '../layouts/AccountLinks';
import { HeaderActions } from '../layouts/HeaderActions';
import { NewsletterForm } from '../features/newsletter/NewsletterForm';
import { Collections } from '../features/home/Collections';
import { Recommended } from '../features/home/Recommended';
import { SearchWidget } from '../features/search/SearchWidget';
import { ShareButton } from '../features/share/ShareButton';
import { PageNumbersInAddress } from '../components/PageNumbers';
import { ContactForm } from '../features/contact/ContactForm';
import { OfficeMap } from '../features/contact/OfficeMap';
import { FaqList } from '../features/info/FaqList';
import { ShortlistButton } from '../features/shortlist/ShortlistButton';
import { RefinePanel, ResultsControls, ResultsHeading } from '../features/search/SearchResultsHeader';
import { SaveSearchButton } from '../features/saved-searches/SaveSearchButton';
import { NoResults } from '../features/search/NoResults';
import { SearchPageNumbers } from '../features/search/SearchPageNumbers';
import { SearchMapView } from '../features/search/SearchMapView';
import { Island } from './island';
import { IslandsMet, Island as ServerIsland, type MetIsland } from './island.server';
import { ISLAND_CODE } from './island-names';

function Greeting({ name }: { name: string }) {
  return <p>{`Hello ${name}`}</p>;
}

describe('islands', () => {
  it("loads, for each island's name, the very component its place renders", async () => {
    expect(await ISLAND_CODE['header-actions']()).toBe(HeaderActions);
    expect(await ISLAND_CODE.account()).toBe(AccountLinks);
    expect(await ISLAND_CODE.newsletter()).toBe(NewsletterForm);
    expect(await ISLAND_CODE['search-widget']()).toBe(SearchWidget);
    expect(await ISLAND_CODE.recommended()).toBe(Recommended);
    expect(await ISLAND_CODE.collections()).toBe(Collections);
    expect(await ISLAND_CODE['shortlist-button']()).toBe(ShortlistButton);
    expect(await ISLAND_CODE['share-button']()).toBe(ShareButton);
    expect(await ISLAND_CODE['page-numbers']()).toBe(PageNumbersInAddress);
    expect(await ISLAND_CODE['contact-form']()).toBe(ContactForm);
    expect(await ISLAND_CODE['office-map']()).toBe(OfficeMap);
    expect(await ISLAND_CODE.faqs()).toBe(FaqList);
    expect(await ISLAND_CODE['search-refine']()).toBe(RefinePanel);
    expect(await ISLAND_CODE['search-heading']()).toBe(ResultsHeading);
    expect(await ISLAND_CODE['search-controls']()).toBe(ResultsControls);
    expect(await ISLAND_CODE['save-search']()).toBe(SaveSearchButton);
    expect(await ISLAND_CODE['search-widening']()).toBe(NoResults);
    expect(await ISLAND_CODE['search-page-numbers']()).toBe(SearchPageNumbers);
    expect(await ISLAND_CODE['search-map']()).toBe(SearchMapView);
  });

  it('is its component in the browser and on a page the server renders whole', () => {
    const { container } = render(<Island name="account" component={Greeting} props={{ name: 'Asha' }} />);
    expect(container.innerHTML).toBe('<p>Hello Asha</p>');
    expect(renderToString(<ServerIsland name="account" component={Greeting} props={{ name: 'Asha' }} />)).toBe('<p>Hello Asha</p>');
  });

  it("on a page of islands the server leaves each island's place, keyed, and notes its name and props", () => {
    const met: MetIsland[] = [];
    const html = renderToString(
      <IslandsMet.Provider value={(island) => `i${met.push(island) - 1}`}>
        <ServerIsland name="account" component={Greeting} props={{ name: 'Asha' }} />
        <ServerIsland name="newsletter" component={Greeting} props={{ name: 'Ravi' }} />
      </IslandsMet.Provider>,
    );
    expect(html).toBe('<div data-island="i0" style="display:contents"></div><div data-island="i1" style="display:contents"></div>');
    expect(met.map(({ name, props }) => ({ name, props }))).toEqual([
      { name: 'account', props: { name: 'Asha' } },
      { name: 'newsletter', props: { name: 'Ravi' } },
    ]);
    expect(renderToString(met[1].element)).toBe('<p>Hello Ravi</p>');
  });

  it("hydrates with the server's render time: a card's age reads as the server wrote it, however long the island slept", async () => {
    // Rendered long ago (the clock says years later): the age must count from the render, on both sides.
    const renderedAt = Date.UTC(2020, 0, 1, 10, 0, 0);
    const createdAt = new Date(renderedAt - 60_000).toISOString();
    function Age() {
      return <p>{relativeAge(createdAt, useRenderTime())}</p>;
    }
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
    const framed = () => (
      <IslandFrame
        client={client}
        styles={createCache({ key: 'css' })}
        location={{ pathname: '/', search: '', hash: '' }}
        renderedAt={renderedAt}
      >
        <Age />
      </IslandFrame>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(framed());
    expect(container.textContent).toBe('1 minute ago');
    const problems: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, framed(), { onRecoverableError: (error) => problems.push(error) });
    });
    expect(problems).toEqual([]);
    expect(container.textContent).toBe('1 minute ago');
    container.remove();
  });
});
