import { useQuery } from '@apollo/client/react';
import { Box, Combobox, Portal, Spinner, Text, createListCollection } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { ADMIN_SEARCH_MIN } from '../../../../shared/domain/inbox';
import { AdminSearchDocument } from '../../generated/graphql';
import { useDebounced } from '../../lib/use-debounced';

export const HEADER_SEARCH_LABEL = 'Search users, listings and posts';

interface Hit {
  group: 'Users' | 'Listings' | 'Blog posts';
  key: string;
  label: string;
  detail: string;
  to: string;
}

const GROUPS = ['Users', 'Listings', 'Blog posts'] as const;

/**
 * The dashboard header's search: users, listings and blog posts by name (five of each), asked
 * once typing pauses. Arrow keys move through the results, Enter or a click opens one.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim(), 250);
  const searching = typed.length >= ADMIN_SEARCH_MIN;
  const { data, previousData, loading } = useQuery(AdminSearchDocument, {
    variables: { query: typed },
    skip: !searching,
  });
  const found = searching ? (data ?? previousData)?.adminSearch : undefined;
  const hits = useMemo<Hit[]>(
    () =>
      found
        ? [
            ...found.users.map((user) => ({
              group: 'Users' as const,
              key: `u:${user.id}`,
              label: user.name,
              detail: `${user.email} · ${user.role}`,
              to: `/dashboard/users/${user.id}`,
            })),
            ...found.listings.map((listing) => ({
              group: 'Listings' as const,
              key: `l:${listing.id}`,
              label: listing.title,
              detail: `${listing.city} · ${listing.status}`,
              to: `/property/${listing.id}`,
            })),
            ...found.posts.map((post) => ({
              group: 'Blog posts' as const,
              key: `p:${post.id}`,
              label: post.title,
              detail: 'Blog post',
              to: `/blogs/${post.id}`,
            })),
          ]
        : [],
    [found],
  );
  const collection = useMemo(
    () =>
      createListCollection({
        items: hits,
        itemToValue: (hit) => hit.key,
        itemToString: (hit) => hit.label,
      }),
    [hits],
  );
  const [open, setOpen] = useState(false);

  return (
    <Combobox.Root
      collection={collection}
      inputValue={text}
      open={open && searching && Boolean(found)}
      onOpenChange={(details) => setOpen(details.open)}
      onInputValueChange={(details) => {
        setText(details.inputValue);
        if (details.reason === 'input-change') setOpen(true);
      }}
      onValueChange={(details) => {
        const chosen = details.items[0] as Hit | undefined;
        if (!chosen) return;
        setOpen(false);
        setText('');
        navigate(chosen.to);
      }}
      selectionBehavior="clear"
      inputBehavior="autohighlight"
      openOnClick={false}
      positioning={{ sameWidth: false, gutter: 4, placement: 'bottom-start' }}
      w="full"
      minW="0"
    >
      <Combobox.Label srOnly>{HEADER_SEARCH_LABEL}</Combobox.Label>
      <Combobox.Control>
        <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none" zIndex="1">
          <LuSearch aria-hidden />
        </Box>
        <Combobox.Input ps="10" minH="44px" placeholder={HEADER_SEARCH_LABEL} autoComplete="off" type="search" />
        {loading && (
          <Combobox.IndicatorGroup>
            <Spinner size="xs" color="fg.muted" aria-label="Searching" />
          </Combobox.IndicatorGroup>
        )}
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH="420px" overflowY="auto" minW="min(320px, calc(100vw - 32px))">
            <Combobox.Empty px="3" py="2">
              Nothing found for “{typed}”. Try part of a name or an e-mail address.
            </Combobox.Empty>
            {GROUPS.map((group) => {
              const items = hits.filter((hit) => hit.group === group);
              if (!items.length) return null;
              return (
                <Combobox.ItemGroup key={group}>
                  <Combobox.ItemGroupLabel>{group}</Combobox.ItemGroupLabel>
                  {items.map((hit) => (
                    <Combobox.Item key={hit.key} item={hit} minH="44px" py="2">
                      <Box minW="0">
                        <Text fontWeight="medium" truncate>
                          {hit.label}
                        </Text>
                        <Text fontSize="xs" color="fg.muted" truncate>
                          {hit.detail}
                        </Text>
                      </Box>
                    </Combobox.Item>
                  ))}
                </Combobox.ItemGroup>
              );
            })}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
