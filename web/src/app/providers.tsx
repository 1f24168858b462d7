import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { Toaster } from '../components/toaster';
import { AuthProvider } from '../features/auth/AuthProvider';
import { ShortlistMerge } from '../features/shortlist/ShortlistMerge';
import { ColorModeProvider } from './color-mode';
import { systemWithoutGlobalStyles } from './theme';

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={systemWithoutGlobalStyles}>
        <ColorModeProvider>
          <AuthProvider>
            {children}
            <ShortlistMerge />
          </AuthProvider>
          <Toaster />
        </ColorModeProvider>
      </ChakraProvider>
    </ApolloProvider>
  );
}
