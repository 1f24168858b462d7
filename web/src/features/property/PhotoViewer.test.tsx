import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { listingDetail } from '../../test/listing-fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';

jest.setTimeout(45000);

const TITLE = 'Saanjh Girls PG near Malviya Nagar market road';
const THREE_PHOTOS = ['a', 'b', 'c'].map((name, index) => ({
  __typename: 'PropertyImage',
  id: `i${index + 1}`,
  url: `/uploads/listings/${name}-large.webp`,
  width: 1600,
  height: 1200,
  srcSet: `/uploads/listings/${name}-large.webp 1600w`,
  thumbnailUrl: `/uploads/listings/${name}-thumb.webp`,
}));

async function openViewer(photo = 1) {
  server.use(graphql.query('PropertyDetail', () => HttpResponse.json({ data: { property: listingDetail({ images: THREE_PHOTOS }) } })));
  const rendered = await renderApp('/property/p1');
  // jsdom has no layout, so the carousel counts every slide out of view (aria-hidden).
  const opener = await screen.findByRole('button', { name: `Open photo ${photo} of 3 full screen`, hidden: true }, { timeout: 15000 });
  await rendered.user.click(opener);
  const viewer = await screen.findByRole('dialog', { name: `Photos of ${TITLE}` });
  // Keys reach the viewer once it has taken focus (the dialog moves it there as it opens).
  await waitFor(() => expect(viewer).toContainElement(document.activeElement as HTMLElement));
  return { ...rendered, viewer, opener };
}

const shownPhoto = (viewer: HTMLElement) => within(viewer).getByRole('img', { name: /: photo \d of 3$/ });

describe('full-screen photo viewer', () => {
  it('opens on the tapped photo, turns with the arrow keys and buttons (going round), and shows "n / total"', async () => {
    const { user, viewer } = await openViewer(2);
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    expect(shownPhoto(viewer)).toHaveAttribute('src', '/uploads/listings/b-large.webp');
    expect(shownPhoto(viewer)).toHaveAccessibleName(`${TITLE}: photo 2 of 3`);

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    expect(shownPhoto(viewer)).toHaveAttribute('src', '/uploads/listings/c-large.webp');
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();

    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the photo on the page, left on the photo seen last', async () => {
    const { user, opener } = await openViewer(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus comes back once the carousel has followed the viewer (a render after the dialog goes).
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    const again = await screen.findByRole('dialog');
    // Turned once the viewer has taken focus, as a person pressing the key would see it.
    await waitFor(() => expect(again).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{ArrowRight}');
    await within(again).findByText('2 / 3');
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open photo 2 of 3 full screen', hidden: true })).toHaveFocus());
  });

  it('turns on a swipe; zoomed in, a drag moves the photo instead, until zoomed back out', async () => {
    const { user, viewer } = await openViewer(1);
    const stage = within(viewer).getByTestId('photo-stage');
    const swipe = (fromX: number, toX: number) => {
      fireEvent.pointerDown(stage, { pointerId: 1, clientX: fromX, clientY: 200 });
      fireEvent.pointerMove(stage, { pointerId: 1, clientX: (fromX + toX) / 2, clientY: 205 });
      fireEvent.pointerUp(stage, { pointerId: 1, clientX: toX, clientY: 205 });
    };
    swipe(300, 60);
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    swipe(60, 300);
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    // A short move is not a swipe.
    swipe(200, 180);
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();

    const zoomOut = within(viewer).getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(zoomOut).toBeEnabled();
    swipe(300, 60);
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    await user.click(zoomOut);
    expect(zoomOut).toBeDisabled();
    swipe(300, 60);
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
  });
});
