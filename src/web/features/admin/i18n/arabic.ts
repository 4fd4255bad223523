import { adminText } from '#contract/messages/ar/admin.js';
import { discountCodeValidationText } from '#contract/messages/ar/discount-code-validation.js';
import { settingsMessagesText } from '#contract/messages/ar/settings-validation.js';
import { apiMessagesText, validationText } from '#contract/messages/ar/validation.js';
import type { AdminCatalogue } from './messages.js';

/** The panel in Arabic: loaded only when the panel is. */
export const arabicAdminCatalogue: AdminCatalogue = {
  text: adminText,
  validation: validationText,
  api: apiMessagesText,
  discountCode: discountCodeValidationText,
  settings: settingsMessagesText,
};
