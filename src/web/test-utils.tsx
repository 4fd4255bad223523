// The storefront's test helpers live in test-support/render.tsx. This path stays only for the tests
// that still import it (features/cart/, features/product/detail-photos.server.test.tsx), until they
// import #web/test-support/render.js; then it goes.
export * from '#web/test-support/render.js';
