import { describe, expect, it } from 'vitest';
import { localizedCategoryName, localizedText } from './localized.js';

const item = {
  name: 'Velvet Lipstick',
  description: 'A soft matte finish.',
  translations: { fr: { name: 'Rouge Velours' }, ar: { name: 'أحمر شفاه مخملي', description: 'لمسة مطفية ناعمة.' } },
};

describe('the shop’s own text in the page’s language', () => {
  it('takes each field in the language, English where that field has no translation', () => {
    expect(localizedText(item, 'en')).toEqual({ name: 'Velvet Lipstick', description: 'A soft matte finish.' });
    expect(localizedText(item, 'fr')).toEqual({ name: 'Rouge Velours', description: 'A soft matte finish.' });
    expect(localizedText(item, 'ar')).toEqual({ name: 'أحمر شفاه مخملي', description: 'لمسة مطفية ناعمة.' });
  });

  it('shows English for an item without translations (a cart line stored before them)', () => {
    expect(localizedText({ name: 'Kohl', description: 'Black' }, 'ar')).toEqual({ name: 'Kohl', description: 'Black' });
    expect(localizedText({ name: 'Kohl' }, 'fr')).toEqual({ name: 'Kohl', description: '' });
  });

  it('names a category in the language, or in English', () => {
    const category = { name: 'Lips', translations: { fr: { name: 'Lèvres' }, ar: {} } };
    expect(localizedCategoryName(category, 'fr')).toBe('Lèvres');
    expect(localizedCategoryName(category, 'ar')).toBe('Lips');
    expect(localizedCategoryName(category, 'en')).toBe('Lips');
  });
});
