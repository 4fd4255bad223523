import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { boundaryViolation } from './import-boundaries.js';

describe('import boundaries', () => {
  it('lets the contract import only zod and itself', () => {
    expect(boundaryViolation('src/contract/order.ts', 'zod')).toBeNull();
    expect(boundaryViolation('src/contract/order.ts', './fields.js')).toBeNull();
    expect(boundaryViolation('src/contract/order.ts', 'react')).toMatch(/only zod/);
    expect(boundaryViolation('src/contract/order.ts', '#server/db/page.js')).toMatch(/only zod/);
    expect(boundaryViolation('src/contract/order.ts', '#web/shop/money.js')).toMatch(/only zod/);
  });

  it('keeps the server and the web app apart, both free to import the contract', () => {
    expect(boundaryViolation('src/web/shop/cart.ts', '#contract/product.js')).toBeNull();
    expect(boundaryViolation('src/server/app.ts', '#contract/product.js')).toBeNull();
    expect(boundaryViolation('src/web/shop/cart.ts', '#server/db/page.js')).toMatch(/never imports the server/);
    expect(boundaryViolation('src/server/app.ts', '#web/shop/money.js')).toMatch(/never imports the web/);
  });

  it('keeps features from importing each other, and shared layers from importing features', () => {
    expect(boundaryViolation('src/web/features/cart/CartPage.tsx', './CartLine.js')).toBeNull();
    expect(boundaryViolation('src/web/features/cart/CartPage.tsx', '#web/features/offers/OfferCard.js')).toMatch(
      /'cart' imports the feature 'offers'/,
    );
    expect(boundaryViolation('src/web/features/cart/CartPage.tsx', '../offers/OfferCard.js')).toMatch(/imports the feature/);
    expect(boundaryViolation('src/web/shop/cart.ts', '#web/features/cart/CartPage.js')).toMatch(/shared/);
    expect(boundaryViolation('src/web/routes/StorefrontRoutes.tsx', '#web/features/cart/CartPage.js', true)).toBeNull();
  });

  it('lets the storefront reach admin code only through import()', () => {
    expect(boundaryViolation('src/web/App.tsx', './features/admin/AdminApp.js', true)).toBeNull();
    expect(boundaryViolation('src/web/App.tsx', './features/admin/AdminApp.js')).toMatch(/never imports admin code/);
    expect(boundaryViolation('src/web/features/catalogue/HomePage.tsx', '#web/api/admin/products.js')).toMatch(/admin code/);
    expect(boundaryViolation('src/web/features/admin/products/ProductsPage.tsx', '#web/api/admin/products.js')).toBeNull();
    expect(boundaryViolation('src/web/test-support/admin.tsx', '#web/features/admin/layout/AdminLayout.js')).toBeNull();
    expect(boundaryViolation('src/web/features/admin/auth/LoginPage.test.tsx', '#web/test-support/admin.js')).toBeNull();
    expect(boundaryViolation('src/web/features/catalogue/ProductCard.test.tsx', '#web/test-support/admin.js')).toMatch(/admin code/);
    expect(boundaryViolation('src/web/features/catalogue/ProductCard.test.tsx', '#web/test-support/render.js')).toBeNull();
  });

  it('keeps migrations frozen: packages only', () => {
    expect(boundaryViolation('src/server/db/migrations/20270101000000_orders.ts', 'kysely')).toBeNull();
    expect(boundaryViolation('src/server/db/migrations/20270101000000_orders.ts', '../engine.js')).toMatch(/frozen/);
  });

  it('refuses imports that climb two folders', () => {
    expect(boundaryViolation('src/server/orders/routes.ts', '../../contract/order.js')).toMatch(/climbs/);
    expect(boundaryViolation('src/server/orders/routes.ts', '../db/page.js')).toBeNull();
  });

  it('runs as the ESLint rule of the repository config', async () => {
    const eslint = new ESLint();
    const [result] = await eslint.lintText("import { x } from '#web/api/admin/products.js';\nexport const y = x;\n", {
      filePath: 'src/web/features/cart/CartPage.tsx',
    });
    expect(result?.messages.map((message) => message.ruleId)).toContain('architecture/import-boundaries');
  });
});
