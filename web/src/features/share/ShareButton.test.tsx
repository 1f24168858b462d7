import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { SHARE_TEXTS } from '../../../../shared/domain/share';
import { listingCard, listingDetail } from '../../test/listing-fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';

jest.setTimeout(45000);

const TITLE = 'Saanjh Girls PG near Malviya Nagar market road';
const URL_OF_LISTING = `${window.location.origin}/property/p1`;

function openListing() {
  server.use(
    graphql.query('PropertyDetail', () =>
      HttpResponse.json({
        data: {
          property: listingDetail({
            similar: [listingCard({ id: 'p2', title: 'Lotus Ladies PG', price: 6800, locality: 'Vaishali Nagar' })],
          }),
        },
      }),
    ),
  );
  return renderApp('/property/p1');
}

/** The page's code loads on demand, which takes a while on a busy machine. */
const shareButton = (name: string = SHARE_TEXTS.button) => screen.findByRole('button', { name }, { timeout: 15000 });

describe('Share a listing', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it("opens the phone's share sheet with the title, price and place, and the listing's link, where the Web Share API exists", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await openListing();
    await user.click(await shareButton());
    expect(share).toHaveBeenCalledWith({ title: TITLE, text: '₹7,500 a month in Malviya Nagar, Jaipur', url: URL_OF_LISTING });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('falls back to a menu: Copy link puts the link on the clipboard and says so; WhatsApp and e-mail carry the text and link', async () => {
    const { user } = await openListing();
    await user.click(await shareButton());
    const menu = await screen.findByRole('menu');

    const whatsApp = within(menu).getByRole('menuitem', { name: SHARE_TEXTS.whatsApp });
    expect(whatsApp).toHaveAttribute('target', '_blank');
    const whatsAppText = new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text');
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(whatsAppText).toBe(`${TITLE}: ₹7,500 a month in Malviya Nagar, Jaipur\n${URL_OF_LISTING}`);
    const email = within(menu).getByRole('menuitem', { name: SHARE_TEXTS.email });
    expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=Saanjh%20Girls%20PG/);
    expect(decodeURIComponent(email.getAttribute('href') ?? '')).toContain(URL_OF_LISTING);

    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(menu).getByRole('menuitem', { name: SHARE_TEXTS.copyLink }));
    expect(await screen.findByText(SHARE_TEXTS.copied)).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(URL_OF_LISTING);
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = await openListing();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(await shareButton());
    await user.click(await screen.findByRole('menuitem', { name: SHARE_TEXTS.copyLink }));
    expect(await screen.findByText(SHARE_TEXTS.copyFailed)).toBeInTheDocument();
  });

  it("puts a Share button on each listing card, sharing that card's listing", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await openListing();
    await user.click(await shareButton(`${SHARE_TEXTS.button}: Lotus Ladies PG`));
    expect(share).toHaveBeenCalledWith({
      title: 'Lotus Ladies PG',
      text: '₹6,800 a month in Vaishali Nagar, Jaipur',
      url: `${window.location.origin}/property/p2`,
    });
  });
});
