import { useQuery } from '@apollo/client/react';
import { Box, Input, Text } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { ADMIN_SEARCH_MIN } from '../../../../../shared/domain/inbox';
import { AdminSearchDocument } from '../../../generated/back-office/graphql';
import { BusySpinner } from '../../../components/BusySpinner';
import { useDebounced } from '../../../lib/use-debounced';

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
 * once typing pauses. A combobox (WAI-ARIA pattern): the first result is highlighted, arrow keys
 * move, Enter or a click opens one, Escape closes. Written here rather than with Chakra's
 * Combobox, whose machine, shared with the public search box, would be split out of the public
 * pages' first bytes (their budget).
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The highlighted result: back to the first with each keystroke (and within the results shown).
  const [highlighted, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const typed = useDebounced(text.trim(), 250);
  const searching = typed.length >= ADMIN_SEARCH_MIN;
  const { data, previousData, loading } = useQuery(AdminSearchDocument, { variables: { query: typed }, skip: !searching });
  const found = searching ? (data ?? previousData)?.adminSearch : undefined;
  const hits = useMemo<Hit[]>(
    () =>
      found
        ? [
            ...found.users.map((user) => ({
              group: 'Users' as const,
              key: `u-${user.id}`,
              label: user.name,
              detail: `${user.email} · ${user.role}`,
              to: `/dashboard/users/${user.id}`,
            })),
            ...found.listings.map((listing) => ({
              group: 'Listings' as const,
              key: `l-${listing.id}`,
              label: listing.title,
              detail: `${listing.city} · ${listing.status}`,
              to: `/property/${listing.id}`,
            })),
            ...found.posts.map((post) => ({
              group: 'Blog posts' as const,
              key: `p-${post.id}`,
              label: post.title,
              detail: 'Blog post',
              to: `/blogs/${post.id}`,
            })),
          ]
        : [],
    [found],
  );
  const active = highlighted < hits.length ? highlighted : 0;
  const shown = open && Boolean(found);
  const choose = (hit: Hit | undefined) => {
    if (!hit) return;
    setOpen(false);
    setText('');
    navigate(hit.to);
  };
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <Box
      ref={root}
      position="relative"
      w="full"
      minW="0"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none" zIndex="1">
        <LuSearch aria-hidden />
      </Box>
      <Input
        type="search"
        role="combobox"
        aria-label={HEADER_SEARCH_LABEL}
        aria-expanded={shown}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={shown && hits.length ? optionId(active) : undefined}
        placeholder={HEADER_SEARCH_LABEL}
        autoComplete="off"
        ps="10"
        minH="44px"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            if (hits.length) setActive((active + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
          } else if (event.key === 'Enter' && shown) {
            event.preventDefault();
            choose(hits[active]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {loading && (
        <BusySpinner size="xs" color="fg.muted" label="Searching" position="absolute" insetEnd="3" top="50%" transform="translateY(-50%)" />
      )}
      <Box
        id={`${id}-listbox`}
        role="listbox"
        aria-label={HEADER_SEARCH_LABEL}
        hidden={!shown}
        position="absolute"
        insetStart="0"
        top="calc(100% + 4px)"
        zIndex="dropdown"
        w="full"
        minW="min(320px, calc(100vw - 32px))"
        maxH="420px"
        overflowY="auto"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        p="1"
      >
        {hits.length === 0 && (
          <Text px="3" py="2">
            Nothing found for “{typed}”. Try part of a name or an e-mail address.
          </Text>
        )}
        {GROUPS.map((group) => {
          const items = hits.filter((hit) => hit.group === group);
          if (!items.length) return null;
          return (
            <Box key={group} role="group" aria-labelledby={`${id}-${group.replace(' ', '-')}`}>
              <Text id={`${id}-${group.replace(' ', '-')}`} px="3" py="1.5" fontSize="sm" fontWeight="semibold">
                {group}
              </Text>
              {items.map((hit) => {
                const index = hits.indexOf(hit);
                return (
                  <Box
                    key={hit.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    minH="44px"
                    px="3"
                    py="2"
                    borderRadius="sm"
                    cursor="pointer"
                    bg={index === active ? 'bg.muted' : undefined}
                    // Keeps focus in the box so the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => choose(hit)}
                  >
                    <Text fontWeight="medium" truncate>
                      {hit.label}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {hit.detail}
                    </Text>
                  </Box>
                );
              })}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
