import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { Island } from '../public-pages/island';

interface PageNumbersProps {
  /** How many items there are in all (not pages). */
  total: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
}

const fitsOnOnePage = ({ total, pageSize }: Pick<PageNumbersProps, 'total' | 'pageSize'>) => total <= pageSize;

/** Previous, numbered pages and next, with 44px touch targets; hidden when everything fits on one page. */
export function PageNumbers({ total, pageSize, page, onPageChange }: PageNumbersProps) {
  if (fitsOnOnePage({ total, pageSize })) return null;
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

type AddressPageProps = Omit<PageNumbersProps, 'onPageChange'>;

/**
 * Page numbers whose page is the address's ?page= (an owner's listings, the reviews), as an island:
 * a choice goes to that address (on a page of islands a page load: the next page's HTML), at the
 * top. Nothing when everything fits on one page.
 */
export function AddressPageNumbers(props: AddressPageProps) {
  if (fitsOnOnePage(props)) return null;
  return <Island name="page-numbers" component={PageNumbersInAddress} props={props} />;
}

/** The island of AddressPageNumbers. */
export function PageNumbersInAddress({ total, pageSize, page }: AddressPageProps) {
  const [params, setParams] = useSearchParams();
  return (
    <PageNumbers
      total={total}
      pageSize={pageSize}
      page={page}
      onPageChange={(next) => {
        const nextParams = new URLSearchParams(params);
        if (next > 1) nextParams.set('page', String(next));
        else nextParams.delete('page');
        setParams(nextParams);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
