import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { system } from '../app/theme';
import { Dropdown, type DropdownProps } from './Dropdown';
import { listHeight } from './dropdown-options';

const STATES = ['Delhi', 'Goa', 'Karnataka', 'Kerala', 'Punjab', 'Rajasthan', 'Tamil Nadu', 'Telangana'];
const LONG = 'Dadra and Nagar Haveli and Daman and Diu';

/** A Dropdown that keeps its value, like a react-hook-form Controller would. */
function Harness(props: Partial<DropdownProps> & { initial?: string; onPick?: (value: string) => void }) {
  const { initial = '', onPick, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <ChakraProvider value={system}>
      <Dropdown
        label="State"
        options={STATES}
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onPick?.(next);
        }}
      />
    </ChakraProvider>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  const onPick = jest.fn();
  const onBlur = jest.fn();
  render(<Harness onPick={onPick} onBlur={onBlur} {...props} />);
  return { user, onPick, onBlur, field: screen.getByRole('combobox', { name: 'State' }) };
}

describe('Dropdown', () => {
  it('is a plain select below 8 options and a search box from 8 on', () => {
    const { field } = setup({ options: STATES.slice(0, 7) });
    expect(field.tagName).toBe('BUTTON');
    render(<Harness label="District" options={STATES.slice(0, 8)} />);
    expect(screen.getByRole('combobox', { name: 'District' }).tagName).toBe('INPUT');
  });

  it('filters by typed text and says "No matches found" when nothing matches', async () => {
    const { user, field } = setup();
    await user.click(field);
    expect(await screen.findByRole('option', { name: 'Kerala' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(8);

    await user.type(field, 'TEL');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Telangana']);

    await user.clear(field);
    await user.type(field, 'Atlantis');
    expect(await screen.findByText('No matches found')).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('is chosen with the keyboard in search mode', async () => {
    const { user, field, onPick } = setup();
    await user.click(field);
    await user.type(field, 'ra');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Kerala', 'Rajasthan']);
    // The first match is highlighted as you type (wait for it: the list updates asynchronously);
    // the arrow moves to the next.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kerala' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('Rajasthan');
    expect(field).toHaveValue('Rajasthan');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('is chosen with the keyboard below the threshold', async () => {
    const { user, field, onPick } = setup({ options: ['PG', 'Hostel'] });
    field.focus();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    // As above: the list takes keys once its first option is highlighted.
    await waitFor(() => expect(within(list).getByRole('option', { name: 'PG' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('Hostel');
    expect(field).toHaveTextContent('Hostel');
  });

  it('cuts a long selected label after 25 characters, keeping the full text available', async () => {
    const { user, field } = setup({ options: [...STATES, LONG], initial: LONG });
    expect(field).toHaveValue('Dadra and Nagar Haveli an...');
    expect(field).toHaveAttribute('title', LONG);
    await user.click(field);
    expect(field).toHaveValue(LONG);

    render(<Harness label="Union territory" options={['Delhi', LONG]} initial={LONG} />);
    const trigger = screen.getByRole('combobox', { name: 'Union territory' });
    expect(trigger).toHaveAttribute('title', LONG);
    expect(within(trigger).getByText('Dadra and Nagar Haveli an...')).toHaveAttribute('aria-hidden', 'true');
    expect(within(trigger).getByText(LONG)).toBeInTheDocument();
  });

  it('reports leaving the field, so forms can validate on blur', async () => {
    const { user, onBlur } = setup();
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.keyboard('{Escape}');
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
  });

  it('shows loading, disabled and error states', async () => {
    const onRetry = jest.fn();
    const { user, field } = setup({ loading: true, error: 'Failed to fetch states', onRetry });
    expect(field).toBeDisabled();
    expect(field).toHaveAttribute('aria-busy', 'true');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Failed to fetch states')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();

    render(<Harness label="District" options={[]} disabled />);
    expect(screen.getByRole('combobox', { name: 'District' })).toBeDisabled();
  });

  it('shows about five 40px rows at a time, never taller than the cap', () => {
    expect(listHeight(5, 500)).toBe('208px');
    expect(listHeight(20, 500)).toBe('500px');
  });
});
