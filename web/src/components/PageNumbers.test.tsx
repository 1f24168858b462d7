import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { system } from '../app/theme';
import { PageNumbers } from './PageNumbers';

function renderPageNumbers(total: number, page: number, onPageChange = jest.fn()) {
  render(
    <ChakraProvider value={system}>
      <PageNumbers total={total} pageSize={20} page={page} onPageChange={onPageChange} />
    </ChakraProvider>,
  );
  return onPageChange;
}

describe('PageNumbers', () => {
  it('shows nothing when every item fits on one page', () => {
    renderPageNumbers(20, 1);
    expect(screen.queryByRole('button', { name: /page/i })).toBeNull();
  });

  it('numbers the pages and reports the one chosen', async () => {
    const user = userEvent.setup();
    const onPageChange = renderPageNumbers(45, 1);
    expect(screen.getByRole('button', { name: /page 3/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /page 4/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});
