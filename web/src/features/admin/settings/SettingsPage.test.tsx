import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { SITE_SETTINGS_MESSAGES } from '../../../../../shared/domain/site-settings';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render';
import { signedInAs } from '../../../test/session';
import { siteSettings } from '../../../test/site-settings';

function withSettings() {
  let current = siteSettings();
  const saved: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('SiteSettings', () => HttpResponse.json({ data: { siteSettings: current } })),
    graphql.query('SiteSettingsCityChoices', () =>
      HttpResponse.json({ data: { siteSettingsCityChoices: ['Bengaluru', 'Chennai', 'Jaipur'] } }),
    ),
    graphql.mutation('UpdateSiteSettings', ({ variables }) => {
      saved.push(variables.input);
      current = { ...current, ...variables.input };
      return HttpResponse.json({ data: { updateSiteSettings: current } });
    }),
  );
  return saved;
}

describe('Settings (admins edit what every page shows)', () => {
  it('checks each field as it changes, before anything is sent', async () => {
    signedInAs('admin');
    const saved = withSettings();
    const { user } = await renderApp('/dashboard/settings');

    const phone = await screen.findByRole('textbox', { name: /Contact phone/ });
    expect(phone).toHaveValue('+91 90000 00000');
    const save = screen.getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();

    await user.clear(phone);
    await user.paste('12345');
    expect(await screen.findByText(SITE_SETTINGS_MESSAGES.phoneInvalid)).toBeInTheDocument();

    // Unticking every city is refused too.
    const cities = within(screen.getByRole('group', { name: /Featured cities/ }));
    await user.click(cities.getByRole('checkbox', { name: 'Jaipur' }));
    await user.click(cities.getByRole('checkbox', { name: 'Bengaluru' }));
    await user.click(save);
    expect(await screen.findByText(SITE_SETTINGS_MESSAGES.citiesTooFew)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('saves, says so, and the site shows the new phone and cities at once', async () => {
    signedInAs('admin');
    const saved = withSettings();
    const { user, router } = await renderApp('/dashboard/settings');

    const phone = await screen.findByRole('textbox', { name: /Contact phone/ });
    await user.clear(phone);
    await user.paste('+91 91234 56789');
    const cities = within(screen.getByRole('group', { name: /Featured cities/ }));
    await user.click(cities.getByRole('checkbox', { name: 'Jaipur' }));
    await user.click(cities.getByRole('checkbox', { name: 'Bengaluru' }));
    await user.click(cities.getByRole('checkbox', { name: 'Chennai' }));
    await user.click(screen.getByRole('checkbox', { name: /Review new listings before they go live/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SITE_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(saved).toEqual([
      expect.objectContaining({ contactPhone: '+91 91234 56789', featuredCities: ['Chennai'], reviewBeforeLive: true }),
    ]);

    await router.navigate('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: /\+91 91234 56789/ })).toHaveAttribute('href', 'tel:+919123456789');
    expect(await screen.findByRole('link', { name: 'PGs in Chennai' })).toHaveAttribute('href', '/pg-in-chennai');
  });

  it("shows the gateway's answer under the field it names", async () => {
    signedInAs('admin');
    withSettings();
    server.use(
      graphql.mutation('UpdateSiteSettings', () =>
        HttpResponse.json({
          errors: [
            {
              message: SITE_SETTINGS_MESSAGES.cityUnknown('Jaipur'),
              extensions: {
                code: 'BAD_USER_INPUT',
                field: 'featuredCities',
                problems: [{ field: 'featuredCities', message: SITE_SETTINGS_MESSAGES.cityUnknown('Jaipur') }],
              },
            },
          ],
        }),
      ),
    );
    const { user } = await renderApp('/dashboard/settings');
    const address = await screen.findByRole('textbox', { name: /Address/ });
    await user.type(address, ' (2nd floor)');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SITE_SETTINGS_MESSAGES.cityUnknown('Jaipur'))).toBeInTheDocument();
  });
});
