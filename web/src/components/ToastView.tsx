import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { TOAST_TOP_OFFSET_VAR, toaster } from './toaster';

/**
 * The toasts at the top right (components/toaster.tsx loads this with the first one), just below
 * the header: on phones its one bar, on computers the contact strip above it too (Header.tsx,
 * TopBar.tsx). When the page has scrolled, the strip is gone and the gap is its height.
 */
export function ToastView() {
  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        css={{
          [TOAST_TOP_OFFSET_VAR]: '5rem',
          lg: { [TOAST_TOP_OFFSET_VAR]: '8rem' },
          // Under menus and popovers (the account menu opens over this corner; what the user opened
          // comes first), over dialogs. The toast machine sets its own highest z-index inline.
          zIndex: 'calc({zIndex.popover} - 1) !important',
        }}
      >
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && (
              <Toast.ActionTrigger minH="44px" px="3">
                {toast.action.label}
              </Toast.ActionTrigger>
            )}
            {toast.closable && <Toast.CloseTrigger aria-label="Close notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
