import { localizedText, type LocalizedText, type TranslatedItem } from '#contract/localized.js';
import { useLanguage } from './context.js';

export {
  localizedCategoryName,
  localizedColorName,
  localizedText,
  type LocalizedText,
  type TranslatedCategory,
  type TranslatedColor,
  type TranslatedItem,
} from '#contract/localized.js';

/** localizedText in the page's language. */
export function useLocalizedText(item: TranslatedItem): LocalizedText {
  return localizedText(item, useLanguage());
}
