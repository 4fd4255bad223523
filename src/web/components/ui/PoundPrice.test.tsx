import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_CONFIG } from '#contract/shop-defaults.js';
import { ShopConfigProvider } from '#web/shop/shop-config.js';
import { Price } from './Price.js';

const withRate = { ...DEFAULT_SHOP_CONFIG, poundRate: { rate: 89_500, step: 1000, setAt: '2026-11-25T08:00:00.000Z' } };

describe('a price in pounds beside dollars', () => {
  it('shows the pound equivalent of the price paid under it, and the rate and its date on a tap', async () => {
    render(
      <ShopConfigProvider value={withRate}>
        <Price price={24} offerPrice={19.5} />
      </ShopConfigProvider>,
    );
    const pounds = screen.getByRole('button', { name: 'About LBP 1,745,000' });
    expect(pounds).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(pounds);
    expect(pounds).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('($1 = LBP 89,500, rate of 25 Nov 2026)')).toBeInTheDocument();
    expect(screen.getByText('$19.50')).toBeInTheDocument();
  });

  it('shows dollars only when the owner set no rate', () => {
    render(
      <ShopConfigProvider value={DEFAULT_SHOP_CONFIG}>
        <Price price={24} />
      </ShopConfigProvider>,
    );
    expect(screen.getByText('$24.00')).toBeInTheDocument();
    expect(screen.queryByText(/LBP/)).not.toBeInTheDocument();
  });
});
