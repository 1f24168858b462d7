import { Button, IconButton, Menu, Portal, type ButtonProps } from '@chakra-ui/react';
import { LuLink, LuMail, LuMessageCircle, LuShare2 } from 'react-icons/lu';
import { emailShareUrl, listingPath, listingShareText, SHARE_TEXTS, whatsAppShareUrl, type ShareableListing } from '../../../../shared/domain/share';
import { notify } from '../../components/toaster';
import { stripHtml } from '../../lib/text';
import { useAfterHydration } from '../../lib/use-after-hydration';

/** The listing's canonical URL, as the page's own canonical tag gives it. */
const canonicalUrl = (id: string) => (typeof window === 'undefined' ? '' : window.location.origin) + listingPath(id);

/** Phones and some desktop browsers open their own share sheet; elsewhere we show a menu. */
const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
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
      <IconButton aria-label={`${SHARE_TEXTS.button}: ${title}`} variant="ghost" colorPalette="brand" borderRadius="full" minW="44px" minH="44px" {...buttonProps} {...props}>
        <LuShare2 />
      </IconButton>
    ) : (
      <Button variant="outline" colorPalette="brand" borderRadius="full" minH="44px" {...buttonProps} {...props}>
        <LuShare2 aria-hidden /> {SHARE_TEXTS.button}
      </Button>
    );

  // The menu on the server and while hydrating its HTML (which has no navigator), then the sheet.
  const nativeSheet = useAfterHydration(canShareNatively, false);
  if (nativeSheet) {
    const share = () =>
      navigator.share({ title, text, url: canonicalUrl(listing.id) }).catch(() => {
        // Dismissing the sheet rejects too; nothing to tell the user.
      });
    return trigger({ onClick: share });
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(canonicalUrl(listing.id));
      notify('success', SHARE_TEXTS.copied);
    } catch {
      notify('error', SHARE_TEXTS.copyFailed);
    }
  };
  const url = canonicalUrl(listing.id);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger({})}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="220px">
            <Menu.Item value="copy" minH="44px" cursor="pointer" onClick={copy}>
              <LuLink aria-hidden /> {SHARE_TEXTS.copyLink}
            </Menu.Item>
            <Menu.Item value="whatsapp" minH="44px" asChild>
              <a href={whatsAppShareUrl(title, text, url)} target="_blank" rel="noopener noreferrer">
                <LuMessageCircle aria-hidden /> {SHARE_TEXTS.whatsApp}
              </a>
            </Menu.Item>
            <Menu.Item value="email" minH="44px" asChild>
              <a href={emailShareUrl(title, text, url)}>
                <LuMail aria-hidden /> {SHARE_TEXTS.email}
              </a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
