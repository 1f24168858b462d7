import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { REVIEW_BEFORE_LIVE_TEXTS } from '../../../../shared/domain/site-settings';
import { server } from '../../test/msw-server';
import { listingDetail } from '../../test/listing-fixtures';
import { locationHandlers } from '../../test/location-handlers';
import { renderApp, type RenderedApp } from '../../test/render';
import { signedInAs } from '../../test/session';
import { fillIn } from '../../test/fill';

// The test environment's FormData is Node's (msw needs it), so files must be Node's too.
const jpeg = (name: string) => new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' }) as unknown as File;

beforeEach(() => {
  signedInAs('owner');
  server.use(...locationHandlers);
});

beforeAll(() => {
  // jsdom has no object URLs; previews only need a string.
  Object.assign(URL, { createObjectURL: (file: File) => `blob:${file.name}`, revokeObjectURL: () => {} });
});

// A long form in jsdom on a busy two-core machine: give each test room (no assertion changes).
jest.setTimeout(45000);

const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/**
 * The required fields, set at once: these tests are about what is sent and said, not how a select
 * is operated (each user-event select is a dozen pointer and focus events, each re-rendering and
 * re-checking the whole form); 'checks fields on blur' drives the fields as a user does.
 */
async function fillRequiredFields(user: RenderedApp['user']) {
  const choices: Array<[string, string]> = [
    ['Property type', 'pg'],
    ['Gender', 'female'],
    ['Rooms', '3'],
    ['Beds', 'double_bed'],
    ['Bathrooms', '2'],
    ['Parking', 'bike'],
  ];
  for (const [name, value] of choices) fireEvent.change(select(name), { target: { value } });
  await fillIn(user, textbox('Price'), '7500');
  // The pin code fills state, district and locality from the postal directory.
  await fillIn(user, textbox('Pin code'), '302017');
  expect(await screen.findByText('Found: Malviya Nagar, Jaipur, Rajasthan')).toBeInTheDocument();
  await fillIn(user, textbox('Property title'), 'Saanjh Girls PG');
}

function fileInput() {
  return document.querySelector('input[type=file][multiple]') as HTMLInputElement;
}

describe('Add property', () => {
  it('checks fields on blur, not on mount', async () => {
    const { user } = await renderApp('/add-property');
    await screen.findByRole('form', { name: 'Listing details' });
    expect(screen.queryByText('Property title is required')).not.toBeInTheDocument();
    await user.click(textbox('Property title'));
    await user.tab();
    expect(await screen.findByText('Property title is required')).toBeInTheDocument();
    await user.type(textbox('Pin code'), '3020');
    await user.tab();
    expect(await screen.findByText('Pin code must be 6 digits')).toBeInTheDocument();
  });

  it('takes image files only, at most 10, with Remove and Replace on each', async () => {
    const { user } = await renderApp('/add-property');
    await screen.findByRole('form', { name: 'Listing details' });
    expect(screen.getByText('* Maximum 10 images allowed')).toBeInTheDocument();
    // Dropped files are not filtered by the picker's accept list: the form must refuse non-images.
    fireEvent.drop(screen.getByRole('button', { name: /Add Images/ }), {
      dataTransfer: { files: [jpeg('a.jpg'), new NodeFile(['%PDF'], 'doc.pdf', { type: 'application/pdf' }) as unknown as File] },
    });
    expect(screen.getByText(/One file was not an image/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(1);

    await user.upload(
      fileInput(),
      Array.from({ length: 11 }, (_, i) => jpeg(`p${i}.jpg`)),
    );
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(10);
    expect(screen.getByText('Only 10 images are allowed: 2 not added.')).toBeInTheDocument();
    // The Add Images tile is gone at 10.
    expect(screen.queryByRole('button', { name: /Add Images/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(9);
    expect(screen.getByRole('button', { name: /Add Images/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace photo 1' })).toBeInTheDocument();
  });

  it("publishes, says 'Property Added!' for 3 seconds, toasts and clears the form", async () => {
    let variables: Record<string, unknown> | undefined;
    server.use(
      graphql.mutation('AddProperty', (request) => {
        variables = request.variables;
        return HttpResponse.json({ data: { addProperty: listingDetail() } });
      }),
    );
    const { user } = await renderApp('/add-property');
    await screen.findByRole('form', { name: 'Listing details' });
    await fillRequiredFields(user);
    await user.upload(fileInput(), [jpeg('front.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Add Property' }));

    expect(await screen.findByText('Property added successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Property Added!' })).toBeInTheDocument();
    expect(variables?.input).toMatchObject({
      propertyType: 'pg',
      gender: 'female',
      price: 7500,
      rooms: 3,
      pinCode: '302017',
      state: 'Rajasthan',
      district: 'Jaipur',
      locality: 'Malviya Nagar',
      title: 'Saanjh Girls PG',
    });
    expect(textbox('Property title')).toHaveValue('');
    expect(screen.queryAllByRole('button', { name: /^Remove photo/ })).toHaveLength(0);

    await act(() => new Promise((resolve) => setTimeout(resolve, 3100)));
    expect(screen.getByRole('button', { name: 'Add Property' })).toBeInTheDocument();
  });

  it('while admins review new listings, the success toast says the listing waits for review', async () => {
    server.use(
      graphql.mutation('AddProperty', () => HttpResponse.json({ data: { addProperty: { ...listingDetail(), status: 'pending' } } })),
    );
    const { user } = await renderApp('/add-property');
    await screen.findByRole('form', { name: 'Listing details' });
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText(REVIEW_BEFORE_LIVE_TEXTS.added)).toBeInTheDocument();
    expect(screen.queryByText('Property added successfully!')).not.toBeInTheDocument();
  });

  it("toasts the server's message and marks the field it names", async () => {
    server.use(
      graphql.mutation('AddProperty', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Locality is required',
              extensions: { code: 'BAD_USER_INPUT', field: 'locality', problems: [{ field: 'locality', message: 'Locality is required' }] },
            },
          ],
        }),
      ),
    );
    const { user } = await renderApp('/add-property');
    await screen.findByRole('form', { name: 'Listing details' });
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    // Once in the error toast, once under the Locality field.
    await waitFor(() => expect(screen.getAllByText('Locality is required')).toHaveLength(2));
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Locality is required').some((element) => element.closest('form'))).toBe(true);
  });

  it("falls back to 'Failed to add property' when the network fails", async () => {
    server.use(graphql.mutation('AddProperty', () => HttpResponse.error()));
    const { user } = await renderApp('/add-property');
    await screen.findByRole('form', { name: 'Listing details' });
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText('Failed to add property')).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Listing details' })).getByRole('textbox', { name: /^Property title/ })).toHaveValue(
      'Saanjh Girls PG',
    );
  });
});
