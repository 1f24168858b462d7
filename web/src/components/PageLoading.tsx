import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';

/** Shown while the first screen's code loads. */
export function PageLoading() {
  return (
    <Center minH="60vh" flexDirection="column" gap="3" aria-busy="true">
      <Spinner size="lg" color="brand.fg" />
      <Text color="fg.muted">Loading...</Text>
    </Center>
  );
}

/** A thin bar at the top while the app moves to a screen whose code is still loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <Box position="fixed" top="0" insetX="0" h="3px" zIndex="toast" overflow="hidden" role="progressbar" aria-label="Loading the page">
      <Box
        h="full"
        w="40%"
        bg="saffron.solid"
        css={{
          animation: 'nivaas-progress 1.1s ease-in-out infinite',
          '@keyframes nivaas-progress': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
        }}
      />
    </Box>
  );
}
