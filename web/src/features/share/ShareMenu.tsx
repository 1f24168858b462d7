import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuLink, LuMail, LuMessageCircle } from 'react-icons/lu';
import { emailShareUrl, SHARE_TEXTS, whatsAppShareUrl } from '../../../../shared/domain/share';
import { notify } from '../../components/toaster';

/** The Share menu where there is no share sheet: Copy link, WhatsApp, e-mail. Opens as it loads (a click asked for it). */
export function ShareMenu({ trigger, title, text, url }: { trigger: ReactElement; title: string; text: string; url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('success', SHARE_TEXTS.copied);
    } catch {
      notify('error', SHARE_TEXTS.copyFailed);
    }
  };
  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
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
