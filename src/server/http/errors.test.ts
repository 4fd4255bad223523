import { describe, expect, it } from 'vitest';
import { apiMessagesText as arabic } from '#contract/messages/ar/validation.js';
import { apiMessagesText as french } from '#contract/messages/fr/validation.js';
import { tooManyRequests } from './errors.js';

describe('a 429', () => {
  it.each([
    [42_000, 'Too many attempts. Please try again in 42 seconds.', '42'],
    [59_001, 'Too many attempts. Please try again in 1 minute.', '60'],
    [60_001, 'Too many attempts. Please try again in 2 minutes.', '61'],
    [896_000, 'Too many attempts. Please try again in 15 minutes.', '896'],
  ])('says a wait of %i ms in seconds under a minute, else in minutes', (ms, message, retryAfter) => {
    const error = tooManyRequests(ms);
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe(message);
    expect(error.headers).toEqual({ 'retry-after': retryAfter });
  });

  it('has the minutes in French and Arabic too', () => {
    expect(french.tooManyRequestsMinutes(15)).toBe('Trop de tentatives. Veuillez réessayer dans 15 minutes.');
    expect(arabic.tooManyRequestsMinutes(15)).toBe('محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 15 دقيقة.');
  });
});
