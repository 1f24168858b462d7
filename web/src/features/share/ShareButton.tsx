import { Button, IconButton, type ButtonProps } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { LuShare2 } from 'react-icons/lu';
import { listingPath, listingShareText, SHARE_TEXTS, type ShareableListing } from '../../../../shared/domain/share';
import { onDemand } from '../../lib/on-demand';
import { stripHtml } from '../../../../shared/domain/plain-text';
import { useAfterHydration } from '../../lib/use-after-hydration';

/** The listing's canonical URL, as the page's own canonical tag gives it. */
const canonicalUrl = (id: string) => (typeof window === 'undefined' ? '' : window.location.origin) + listingPath(id);

/** Phones and some desktop browsers open their own share sheet; elsewhere we show a menu. */
const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
const shareMenu = onDemand(() => import('./ShareMenu').then((m) => m.ShareMenu));

type ShareButtonProps = { listing: ShareableListing; variant?: 'icon' | 'button' } & Omit<ButtonProps, 'children' | 'variant'>;

/**
 * Share a listing: the Web Share API's sheet where there is one (title, price and place, link),
 * otherwise a menu with Copy link, WhatsApp and e-mail. `icon` for cards, `button` (with its word)
 * for the listing's page.
 */
export function ShareButton({ listing, variant = 'icon', ...buttonProps }: ShareButtonProps) {
  const title = stripHtml(listing.title);
  const text = listingShareText(listing);
  const trigger = (props: ButtonProps) =>
    variant === 'icon' ? (
      <IconButton
        aria-label={`${SHARE_TEXTS.button}: ${title}`}
        variant="ghost"
        colorPalette="brand"
        borderRadius="full"
        minW="44px"
        minH="44px"
        {...buttonProps}
        {...props}
      >
        <LuShare2 />
      </IconButton>
    ) : (
      <Button variant="outline" colorPalette="brand" borderRadius="full" minH="44px" {...buttonProps} {...props}>
        <LuShare2 aria-hidden /> {SHARE_TEXTS.button}
      </Button>
    );

  // The menu's button on the server and while hydrating its HTML (which has no navigator), then the sheet.
  const nativeSheet = useAfterHydration(canShareNatively, false);
  const [menuWanted, setMenuWanted] = useState(false);
  if (nativeSheet) {
    const share = () =>
      navigator.share({ title, text, url: canonicalUrl(listing.id) }).catch(() => {
        // Dismissing the sheet rejects too; nothing to tell the user.
      });
    return trigger({ onClick: share });
  }

  // The menu's code (a Zag machine per card) loads when someone asks for it: the first click opens it.
  const closedMenu = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;
  if (!menuWanted)
    return trigger({
      ...closedMenu,
      onPointerDown: () => void shareMenu.load(),
      onFocus: () => void shareMenu.load(),
      onClick: () => setMenuWanted(true),
    });
  return (
    <Suspense fallback={trigger({ ...closedMenu, 'aria-busy': true })}>
      <shareMenu.Component trigger={trigger({})} title={title} text={text} url={canonicalUrl(listing.id)} />
    </Suspense>
  );
}
