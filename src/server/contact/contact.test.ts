import { describe, expect, it } from 'vitest';
import { validation } from '#contract/messages/validation.js';
import { bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';

describe.each(engines)('contact messages on %s', (engine) => {
  const shop = useTestApp(engine, { rateLimits: { contactMax: 8 } }, { signIn: true });

  const send = (payload: Record<string, unknown>) => shop.t.app.inject({ method: 'POST', url: '/api/contact-us', payload });
  const valid = { name: 'Rima', email: 'rima@example.com', message: 'Do you have the red one?' };

  it('accepts a message from anyone (201)', async () => {
    const response = await send({ ...valid, email: ' rima@example.com ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...valid, id: expect.any(String), createdAt: expect.any(String) });
  });

  it.each([
    [{ name: ' ' }, 'name', validation.contactNameRequired],
    [{ email: 'not-an-email' }, 'email', validation.contactEmailInvalid],
    [{ message: '' }, 'message', validation.contactMessageRequired],
    [{ message: 'x'.repeat(5001) }, 'message', validation.contactMessageTooLong],
    [{ phone: '123' }, 'phone', 'Unknown field'],
  ])('refuses %j on %s', async (override, field, message) => {
    const response = await send({ ...valid, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('lists newest first for the admin only; deletes with 204; 404 for unknown ids', async () => {
    await send({ ...valid, name: 'Second' });
    expect((await shop.t.app.inject({ method: 'GET', url: '/api/contact-us' })).statusCode).toBe(401);
    const list = await shop.t.app.inject({ method: 'GET', url: '/api/contact-us?limit=1', headers: bearer(shop.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0].name).toBe('Second');
    expect(list.json().pagination).toMatchObject({ totalItems: 2, totalPages: 2, hasNext: true });

    const id = list.json().data[0].id;
    expect((await shop.t.app.inject({ method: 'DELETE', url: `/api/contact-us/${id}` })).statusCode).toBe(401);
    expect((await shop.t.app.inject({ method: 'DELETE', url: `/api/contact-us/${id}`, headers: bearer(shop.token) })).statusCode).toBe(204);
    const again = await shop.t.app.inject({ method: 'DELETE', url: `/api/contact-us/${id}`, headers: bearer(shop.token) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Message not found' });
  });

  it('rate-limits each client (429 with the wait)', async () => {
    let last = await send(valid);
    for (let i = 0; i < 10 && last.statusCode !== 429; i += 1) last = await send(valid);
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (?:seconds?|minutes?)\.$/);
  });
});
