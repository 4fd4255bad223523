import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StockFields } from './StockFields.js';
import type { ItemStockState } from './use-item-stock.js';

/** A tracked item's stock as its dialog holds it once the counts are in. */
const tracked = (counts: Record<string, string>): ItemStockState => ({
  track: true,
  setTrack: vi.fn(),
  changed: false,
  countOf: (colorHex) => counts[colorHex ?? ''] ?? '',
  setCount: vi.fn(),
  fields: vi.fn(() => ({})),
  loading: false,
  failed: false,
  markedSoldOut: false,
});

describe('StockFields', () => {
  it('says plainly what happens to a count an order changes while the dialog is open', () => {
    render(<StockFields stock={tracked({ '#AA0044': '3' })} colors={[{ name: 'Berry', hexCode: '#AA0044' }]} />);
    expect(screen.getByRole('spinbutton', { name: 'In stock: Berry' })).toHaveValue(3);
    expect(
      screen.getByText(
        'A count you change is saved only if no order or other save changed it since you opened this. If one did, nothing is saved and you are told its count now, to check it and save again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/are not undone/)).not.toBeInTheDocument();
  });
});
