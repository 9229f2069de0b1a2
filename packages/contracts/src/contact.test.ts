import { describe, expect, it } from 'vitest';
import {
  checkContactImages,
  ContactBody,
  ContactFields,
  formatFileSize,
  uploadMessage,
} from './contact.ts';

const fields = {
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'alex@acme.test',
  message: 'Where is my hoodie?',
};

describe('contact fields', () => {
  it('accepts the form and drops an empty order id', () => {
    expect(ContactFields.parse({ ...fields, order_uuid: '  ' })).toEqual({
      ...fields,
      order_uuid: undefined,
    });
  });

  it('names each missing or wrong field', () => {
    const parsed = ContactFields.safeParse({ ...fields, message: ' ', email: 'alex@' });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toEqual({
      message: 'Message is required',
      email: 'Enter a valid email address',
    });
  });

  it('wants the bot-check token on the API side', () => {
    const parsed = ContactBody.safeParse(fields);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Please complete the bot check before sending.',
    ]);
  });
});

describe('upload checks', () => {
  it('writes sizes as §9 does', () => {
    expect(formatFileSize(10_485_760)).toBe('10 MB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(12)).toBe('12 bytes');
  });

  it('fills the limit into each message', () => {
    expect(uploadMessage('size')).toBe('Invalid file size, maximum upload size is 10 MB.');
    expect(uploadMessage('type')).toBe(
      'Invalid file type, allowed file types: JPEG, PNG, WebP, GIF.',
    );
    expect(uploadMessage('count')).toBe('Maximum number of files exceeded, limit is 1 at most.');
  });

  it('checks count, declared type and size', () => {
    const png = { size: 1000, type: 'image/png' };
    expect(checkContactImages([])).toBeNull();
    expect(checkContactImages([png])).toBeNull();
    expect(checkContactImages([{ size: 10_485_760, type: 'image/jpeg' }])).toBeNull();
    expect(checkContactImages([png, png])).toBe('count');
    expect(checkContactImages([{ size: 1000, type: 'application/pdf' }])).toBe('type');
    expect(checkContactImages([{ size: 10_485_761, type: 'image/webp' }])).toBe('size');
  });
});
