import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

interface PageNumbersProps {
  /** How many items there are in all (not pages). */
  total: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** Previous, numbered pages and next, with 44px touch targets; hidden when everything fits on one page. */
export function PageNumbers({ total, pageSize, page, onPageChange }: PageNumbersProps) {
  if (total <= pageSize) return null;
  return (
    <Pagination.Root count={total} pageSize={pageSize} page={page} siblingCount={1} onPageChange={(details) => onPageChange(details.page)}>
      <ButtonGroup variant="ghost" size="sm" justifyContent="center" w="full" wrap="wrap">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label="Previous page" minW="44px" minH="44px">
            <LuChevronLeft />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton minW="44px" minH="44px" variant={{ base: 'ghost', _selected: 'solid' }} colorPalette="brand">
              {item.value}
            </IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label="Next page" minW="44px" minH="44px">
            <LuChevronRight />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
