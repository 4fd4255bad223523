import { describe, expect, it } from 'vitest';
import { whatsAppDigits } from './whatsapp-link.js';

describe('whatsAppDigits', () => {
  it('reads a number without a country code as Lebanese, dropping the trunk 0', () => {
    expect(whatsAppDigits('03 123 456')).toBe('9613123456');
    expect(whatsAppDigits('71-123-456')).toBe('96171123456');
    expect(whatsAppDigits('(03) 123456')).toBe('9613123456');
  });

  it('keeps an international number as written, digits only', () => {
    expect(whatsAppDigits('+961 3 123 456')).toBe('9613123456');
    expect(whatsAppDigits('+33 6 12 34 56 78')).toBe('33612345678');
    expect(whatsAppDigits('00961 71 123 456')).toBe('96171123456');
  });

  it('does not add 961 twice to a Lebanese number typed with its code but no +', () => {
    expect(whatsAppDigits('961 3 123 456')).toBe('9613123456');
    expect(whatsAppDigits('96171123456')).toBe('96171123456');
  });

  it('gives nothing for no phone or no digits', () => {
    expect(whatsAppDigits(null)).toBeNull();
    expect(whatsAppDigits('')).toBeNull();
    expect(whatsAppDigits(' + ( ) ')).toBeNull();
  });
});
