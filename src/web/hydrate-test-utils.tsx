// Hydrating a server-rendered page in a test lives in test-support/hydrate.tsx. This path stays only
// for features/cart/CartPage.server.test.tsx, until it imports #web/test-support/hydrate.js; then it goes.
export * from '#web/test-support/hydrate.js';
