import { describe, expect, it } from 'vitest';
import { storefrontPageText } from '#contract/page-text.js';
import { englishMessages } from './english.js';
import { direction } from './messages.js';

describe('the message catalogue', () => {
  it('writes the page titles in the given words, English by default', () => {
    expect(storefrontPageText({ kind: 'about' }, 'Shop').title).toBe('About Us · Shop');
    expect(storefrontPageText({ kind: 'about' }, 'Shop', { ...englishMessages.pages, aboutTitle: 'À propos' }).title).toBe(
      'À propos · Shop',
    );
  });

  it('writes Arabic right to left', () => {
    expect(direction('ar')).toBe('rtl');
    expect(direction('fr')).toBe('ltr');
    expect(direction('en')).toBe('ltr');
  });
});
