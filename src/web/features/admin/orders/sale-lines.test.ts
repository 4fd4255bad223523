import { describe, expect, it } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { ORDER_LIMITS } from '#contract/order.js';
import { product } from '#web/test-support/data.js';
import { addSaleLine, chooseSaleColour, lineProblem, saleLineOf, saleTotal } from './sale-lines.js';

const lipstick = saleLineOf('product', product());

describe('the lines of a recorded sale', () => {
  it('merges the same item and colour, never past the most one line takes', () => {
    const near = { ...lipstick, colorHex: '#7A1F3D', quantity: ORDER_LIMITS.quantityMax - 1 };
    const lines = addSaleLine(addSaleLine([near], { ...lipstick, colorHex: '#7A1F3D', quantity: 1 }), {
      ...lipstick,
      colorHex: '#7A1F3D',
      quantity: 1,
    });
    expect(lines).toEqual([{ ...near, quantity: ORDER_LIMITS.quantityMax }]);
  });

  it('takes a line into the one of the colour chosen for it, adding its quantity', () => {
    const lines = [
      { ...lipstick, colorHex: '#7A1F3D', quantity: 2 },
      { ...lipstick, quantity: 3 },
    ];
    expect(chooseSaleColour(lines, 1, '#7a1f3d')).toEqual([{ ...lipstick, colorHex: '#7A1F3D', quantity: 5 }]);
    expect(chooseSaleColour(lines, 1, '#c98b8b').map((line) => line.colorHex)).toEqual(['#7A1F3D', '#C98B8B']);
  });

  it('prices at the offer price, exact to the cent', () => {
    expect(saleTotal([{ ...lipstick, unitPrice: 0.1, quantity: 3 }])).toBe(0.3);
    expect(lipstick.unitPrice).toBe(12.5);
  });

  it("says why a line cannot be sold in the cart's words", () => {
    expect(lineProblem({ status: 'notEnough', left: 2 }, admin.sale.problems)).toBe(admin.sale.problems.onlyLeft(2));
    expect(lineProblem({ status: 'notEnough', left: 0 }, admin.sale.problems)).toBe(admin.sale.problems.soldOut);
    expect(lineProblem({ status: 'colorUnavailable', left: null }, admin.sale.problems)).toBe(admin.sale.problems.colorUnavailable);
    expect(lineProblem({ status: 'available', left: null }, admin.sale.problems)).toBeNull();
  });
});
