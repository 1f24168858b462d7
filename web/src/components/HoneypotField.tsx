import { Box } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The honeypot of an anonymous form (shared/validation/honeypot.ts): off screen, hidden from
 * screen readers, out of the tab order and never autofilled, so only bots fill it in.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <Box position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden" aria-hidden="true">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </Box>
  );
}
