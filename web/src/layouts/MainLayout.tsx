import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { NavigationProgress } from '../components/PageLoading';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, content, footer: the layout of every public page. */
export function MainLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <NavigationProgress />
      <SkipNavLink>Skip to content</SkipNavLink>
      <Header />
      <SkipNavContent />
      {/* At least a screen tall: the footer never shows while a page loads, so it does not
          jump down when the content arrives (layout shift). */}
      <Flex as="main" direction="column" flex="1" minH="100dvh">
        <Outlet />
      </Flex>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
