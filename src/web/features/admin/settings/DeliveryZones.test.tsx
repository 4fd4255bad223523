import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryZones } from './DeliveryZones.js';
import { newZone } from './settings-form.js';

describe('DeliveryZones', () => {
  it("leaves a new zone's fee empty-looking: no number in the field, the example in the hint beside it", () => {
    render(<DeliveryZones zones={[newZone()]} errors={{}} onChange={vi.fn()} />);
    const fee = screen.getByLabelText('Delivery fee ($)');
    expect(fee).toHaveValue('');
    expect(fee).not.toHaveAttribute('placeholder');
    expect(fee).toHaveAccessibleDescription('In dollars, e.g. 3 or 2.50; 0 for free delivery.');
  });
});
