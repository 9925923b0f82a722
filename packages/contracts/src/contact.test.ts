import { describe, expect, it } from 'vitest';
import { contactMessageInputSchema } from './contact.ts';

const valid = {
  name: '  Camille Martin ',
  email: 'Camille@Example.com',
  subject: 'Residual mix',
  message: 'Which residual mix do you apply to sites in Spain?',
  consent: true,
};

function messagesOf(input: unknown): Record<string, string> {
  const result = contactMessageInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse());
}

describe('contact message contract', () => {
  it('accepts a complete message, trimmed, with defaults for the optional fields', () => {
    expect(contactMessageInputSchema.parse(valid)).toEqual({
      name: 'Camille Martin',
      email: 'camille@example.com',
      company: '',
      subject: 'Residual mix',
      message: 'Which residual mix do you apply to sites in Spain?',
      consent: true,
      locale: 'en',
    });
  });

  it('names each problem with a key of the errors catalog', () => {
    expect(messagesOf({})).toEqual({
      name: 'errors.field_required',
      email: 'errors.field_required',
      subject: 'errors.field_required',
      message: 'errors.field_required',
      consent: 'errors.contact_consent_required',
    });
    expect(messagesOf({ ...valid, email: 'camille' }).email).toBe('errors.invalid_email');
    expect(messagesOf({ ...valid, message: 'Too short' }).message).toBe('errors.contact_message_too_short');
    expect(messagesOf({ ...valid, consent: false }).consent).toBe('errors.contact_consent_required');
    expect(messagesOf({ ...valid, subject: 'x'.repeat(161) }).subject).toBe('errors.too_long');
    expect(messagesOf({ ...valid, locale: 'de' }).locale).toBeDefined();
  });
});
