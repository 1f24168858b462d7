import { Input, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { createApolloClient } from '../../app/apollo';
import { Providers } from '../../app/providers';
import { Dropdown } from '../../components/Dropdown';
import { FormField } from '../../components/FormField';
import { heldAnswer } from '../../test/held-answer';
import { server } from '../../test/msw-server';
import { useLocationFields } from './useLocationFields';

const schema = z.object({
  pin_code: z.string(),
  state: z.string().min(1, 'State is required'),
  district: z.string().min(1, 'District is required'),
  locality: z.string().min(1, 'Locality is required'),
});

/** The location part of a form, wired as the add-property and profile forms wire it. */
function LocationForm() {
  const form = useForm({
    mode: 'all',
    resolver: zodResolver(schema),
    defaultValues: { pin_code: '', state: '', district: '', locality: '' },
  });
  const location = useLocationFields(form);
  return (
    <form aria-label="Location">
      <FormField label="Pin code" error={location.pinCode.error}>
        <Input inputMode="numeric" {...location.pinCodeProps} />
      </FormField>
      {location.pinCode.status === 'loading' && <Text>Looking up the pin code...</Text>}
      <Dropdown label="State" {...location.state} />
      <Dropdown label="District" {...location.district} />
      {location.locality && <Dropdown label="Locality" {...location.locality} />}
    </form>
  );
}

const STATES = ['Karnataka', 'Rajasthan', 'Tamil Nadu'];
const DISTRICTS: Record<string, string[]> = {
  Rajasthan: ['Ajmer', 'Alwar', 'Jaipur', 'Jodhpur', 'Kota', 'Sikar', 'Tonk', 'Udaipur'],
  Karnataka: ['Bengaluru Rural', 'Bengaluru Urban', 'Mysuru'],
};
const AREAS: Record<string, string[]> = {
  'Rajasthan|Jaipur': ['Jagatpura', 'Malviya Nagar', 'Mansarovar'],
  'Rajasthan|Kota': ['Talwandi', 'Vigyan Nagar'],
};
const JAIPUR_PIN = { __typename: 'PincodeLocation', stateName: 'Rajasthan', districtName: 'Jaipur', officeName: 'Malviya Nagar' };

let asked: { districts: unknown[]; areas: unknown[]; pincodes: unknown[] };

beforeEach(() => {
  asked = { districts: [], areas: [], pincodes: [] };
  server.use(
    graphql.query('LocationStates', () => HttpResponse.json({ data: { states: STATES } })),
    graphql.query('LocationDistricts', ({ variables }) => {
      asked.districts.push(variables);
      return HttpResponse.json({ data: { districts: DISTRICTS[variables.state as string] ?? [] } });
    }),
    graphql.query('LocationAreas', ({ variables }) => {
      asked.areas.push(variables);
      return HttpResponse.json({ data: { areas: AREAS[`${variables.state}|${variables.district}`] ?? [] } });
    }),
    graphql.query('LookUpPincode', ({ variables }) => {
      asked.pincodes.push(variables.code);
      if (variables.code === '302017') return HttpResponse.json({ data: { pincode: JAIPUR_PIN } });
      return HttpResponse.json({ data: null, errors: [{ message: 'Pincode not found', extensions: { code: 'NOT_FOUND' } }] });
    }),
  );
});

function setup() {
  const user = userEvent.setup();
  render(
    <Providers client={createApolloClient()}>
      <LocationForm />
    </Providers>,
  );
  const form = within(screen.getByRole('form', { name: 'Location' }));
  return {
    user,
    pin: form.getByLabelText('Pin code'),
    state: () => form.getByRole('combobox', { name: 'State' }),
    district: () => form.getByRole('combobox', { name: 'District' }),
    locality: () => form.getByRole('combobox', { name: 'Locality' }),
  };
}

/** What a field shows: the input's value (search mode) or the select's text. */
const shown = (field: HTMLElement) => (field instanceof HTMLInputElement ? field.value : (field.textContent ?? '').replace('Select', ''));

async function choose(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, option: string) {
  await user.click(field);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types into a searchable selector, waits for the only match, and takes it with Enter. */
async function search(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string, option: string) {
  await user.type(field, text);
  await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([option]));
  await user.keyboard('{Enter}');
}

async function fillFromPin(ui: ReturnType<typeof setup>) {
  await ui.user.type(ui.pin, '302017');
  await waitFor(() => expect(shown(ui.locality())).toBe('Malviya Nagar'));
}

describe('useLocationFields', () => {
  it('fills state, district and locality from a 6-character pin code and loads their lists', async () => {
    const ui = setup();
    await fillFromPin(ui);
    expect(shown(ui.state())).toBe('Rajasthan');
    expect(shown(ui.district())).toBe('Jaipur');
    expect(asked.pincodes).toEqual(['302017']);
    expect(asked.districts).toContainEqual({ state: 'Rajasthan' });
    expect(asked.areas).toContainEqual({ state: 'Rajasthan', district: 'Jaipur' });

    await ui.user.click(ui.locality());
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Jagatpura', 'Malviya Nagar', 'Mansarovar']);
  });

  it('clears the auto-location when the pin code gets any other length', async () => {
    const ui = setup();
    await fillFromPin(ui);
    await ui.user.type(ui.pin, '{Backspace}');
    await waitFor(() => expect(shown(ui.state())).toBe(''));
    expect(shown(ui.district())).toBe('');
    expect(shown(ui.locality())).toBe('');
    expect(ui.district()).toBeDisabled();

    await ui.user.type(ui.pin, '78');
    expect(asked.pincodes).toEqual(['302017']);
  });

  it('keeps what the user chose after the lookup when the pin code changes', async () => {
    const ui = setup();
    await fillFromPin(ui);
    await choose(ui.user, ui.locality(), 'Jagatpura');
    await ui.user.type(ui.pin, '{Backspace}');
    expect(shown(ui.state())).toBe('Rajasthan');
    expect(shown(ui.district())).toBe('Jaipur');
    expect(shown(ui.locality())).toBe('Jagatpura');
  });

  it("says 'Pincode not found' for an unknown pin code and empties the auto-location", async () => {
    const ui = setup();
    await fillFromPin(ui);
    await ui.user.tripleClick(ui.pin);
    await ui.user.paste('999999');
    expect(await screen.findByText('Pincode not found')).toBeVisible();
    expect(shown(ui.state())).toBe('');
    expect(shown(ui.district())).toBe('');
    expect(asked.pincodes).toEqual(['302017', '999999']);

    await ui.user.type(ui.pin, '{Backspace}');
    expect(screen.queryByText('Pincode not found')).not.toBeInTheDocument();
  });

  it('shows that the lookup is running', async () => {
    const answer = heldAnswer();
    server.use(
      graphql.query('LookUpPincode', async () => {
        await answer.released;
        return HttpResponse.json({ data: { pincode: JAIPUR_PIN } });
      }),
    );
    const ui = setup();
    await ui.user.type(ui.pin, '302017');
    expect(screen.getByText('Looking up the pin code...')).toBeVisible();
    answer.release();
    await waitFor(() => expect(shown(ui.district())).toBe('Jaipur'));
    expect(screen.queryByText('Looking up the pin code...')).not.toBeInTheDocument();
  });

  it('loads districts when a state is chosen and empties district and locality', async () => {
    const ui = setup();
    await fillFromPin(ui);
    await choose(ui.user, ui.state(), 'Karnataka');
    expect(shown(ui.district())).toBe('');
    expect(shown(ui.locality())).toBe('');
    expect(ui.locality()).toBeDisabled();
    await waitFor(() => expect(asked.districts).toContainEqual({ state: 'Karnataka' }));
    await ui.user.click(ui.district());
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(DISTRICTS.Karnataka);
  });

  it('loads areas when a district is chosen and empties the locality', async () => {
    const ui = setup();
    await choose(ui.user, ui.state(), 'Rajasthan');
    // Eight districts: the selector searches as you type.
    await waitFor(() => expect(ui.district()).toBeEnabled());
    await search(ui.user, ui.district(), 'jai', 'Jaipur');
    expect(shown(ui.district())).toBe('Jaipur');
    await waitFor(() => expect(ui.locality()).toBeEnabled());
    await choose(ui.user, ui.locality(), 'Mansarovar');
    expect(asked.areas).toEqual([{ state: 'Rajasthan', district: 'Jaipur' }]);

    await choose(ui.user, ui.district(), 'Kota');
    expect(shown(ui.district())).toBe('Kota');
    expect(shown(ui.locality())).toBe('');
    await waitFor(() => expect(asked.areas).toContainEqual({ state: 'Rajasthan', district: 'Kota' }));
    await ui.user.click(ui.locality());
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(AREAS['Rajasthan|Kota']);
  });

  it('shows a list as loading while it is on its way', async () => {
    const answer = heldAnswer();
    server.use(
      graphql.query('LocationDistricts', async () => {
        await answer.released;
        return HttpResponse.json({ data: { districts: DISTRICTS.Karnataka } });
      }),
    );
    const ui = setup();
    await choose(ui.user, ui.state(), 'Karnataka');
    expect(ui.district()).toHaveAttribute('aria-busy', 'true');
    answer.release();
    await waitFor(() => expect(ui.district()).not.toHaveAttribute('aria-busy'));
    expect(ui.district()).toBeEnabled();
  });

  it("shows the spec's messages when a list fails, and loads it again on request", async () => {
    let fail = true;
    server.use(
      graphql.query('LocationStates', () =>
        fail
          ? HttpResponse.json({
              data: null,
              errors: [{ message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
            })
          : HttpResponse.json({ data: { states: STATES } }),
      ),
      graphql.query('LocationAreas', () => HttpResponse.error()),
    );
    const ui = setup();
    expect(await screen.findByText('Failed to fetch states')).toBeVisible();
    fail = false;
    await ui.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Failed to fetch states')).not.toBeInTheDocument());

    await choose(ui.user, ui.state(), 'Karnataka');
    await waitFor(() => expect(ui.district()).toBeEnabled());
    await choose(ui.user, ui.district(), 'Mysuru');
    expect(await screen.findByText('Failed to fetch areas')).toBeVisible();
  });

  it("shows the server's own message when it gives one", async () => {
    server.use(
      graphql.query('LocationDistricts', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'State is required', extensions: { code: 'BAD_USER_INPUT' } }] }),
      ),
    );
    const ui = setup();
    await choose(ui.user, ui.state(), 'Rajasthan');
    expect(await screen.findByText('State is required')).toBeVisible();
  });
});
