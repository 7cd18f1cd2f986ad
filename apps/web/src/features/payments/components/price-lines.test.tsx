import type { CheckoutQuote } from '@forja/contracts/payments/checkout';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PriceLines } from './price-lines';

const QUOTE = {
  subtotal_centavos: 1_250_000,
  iva_centavos: 200_000,
  total_centavos: 1_450_000,
  iva_basis_points: 1600,
  recurring: null,
  usd: null,
} as unknown as CheckoutQuote;

function renderIn(lang: string) {
  const router = createMemoryRouter([{ path: '/:lang', element: <PriceLines quote={QUOTE} /> }], {
    initialEntries: [`/${lang}`],
  });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('the payment page’s prices', () => {
  it('say they are Mexican pesos in English, where a bare $ reads as dollars', () => {
    renderIn('en');
    expect(screen.getByTestId('price-total')).toHaveTextContent('$14,500.00 MXN');
    expect(screen.getByText('$12,500.00 MXN')).toBeInTheDocument();
  });

  it('say so in Chinese too', () => {
    renderIn('zh_cn');
    expect(screen.getByTestId('price-total')).toHaveTextContent('$14,500.00 MXN');
  });

  it('keep BRAND.md’s $14,500.00 in Spanish, where $ is the peso', () => {
    renderIn('es');
    expect(screen.getByTestId('price-total')).toHaveTextContent(/^\$14,500\.00$/);
  });
});
