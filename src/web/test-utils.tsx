// The storefront's test helpers live in test-support/render.tsx. This path stays only for the tests
// under features/cart/ that still import it, until they import #web/test-support/render.js; then it goes.
export * from '#web/test-support/render.js';
