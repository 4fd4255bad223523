// The admin panel's test helpers live in src/web/test-support/admin.tsx. This path stays only for
// settings/SettingsPage.test.tsx, until it imports #web/test-support/admin.js; then it goes.
export * from '#web/test-support/admin.js';
