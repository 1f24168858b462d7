import { IconButton } from '@chakra-ui/react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { useColorMode } from '../app/color-mode';

export function ColorModeButton() {
  const { colorMode, toggleColorMode } = useColorMode();
  const dark = colorMode === 'dark';
  return (
    <IconButton
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      variant="ghost"
      size="md"
      minW="44px"
      minH="44px"
      onClick={toggleColorMode}
    >
      {dark ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
