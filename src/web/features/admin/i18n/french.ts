import { adminText } from '#contract/messages/fr/admin.js';
import { discountCodeValidationText } from '#contract/messages/fr/discount-code-validation.js';
import { settingsMessagesText } from '#contract/messages/fr/settings-validation.js';
import { apiMessagesText, validationText } from '#contract/messages/fr/validation.js';
import type { AdminCatalogue } from './messages.js';

/** The panel in French: loaded only when the panel is. */
export const frenchAdminCatalogue: AdminCatalogue = {
  text: adminText,
  validation: validationText,
  api: apiMessagesText,
  discountCode: discountCodeValidationText,
  settings: settingsMessagesText,
};
