import { render, screen } from '@testing-library/react';
import { Providers } from '../../app/providers';
import { createApolloClient } from '../../app/apollo';
import { Stars } from './Stars';

describe('Stars', () => {
  it("fills as many stars as the rating, through each icon's own fill (which the icon sprite keeps)", () => {
    render(
      <Providers client={createApolloClient()}>
        <Stars rating={3.6} />
      </Providers>,
    );
    const stars = screen.getByRole('img', { name: '3.6 out of 5 stars' }).querySelectorAll('svg');
    expect([...stars].map((star) => star.getAttribute('fill'))).toEqual([
      'currentColor',
      'currentColor',
      'currentColor',
      'currentColor',
      'none',
    ]);
  });
});
