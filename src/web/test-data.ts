// The storefront's test data lives in test-support/data.ts. This path stays only for the test that
// still imports it (features/product/detail-photos.server.test.tsx), until it imports
// #web/test-support/data.js; then it goes.
export * from '#web/test-support/data.js';
