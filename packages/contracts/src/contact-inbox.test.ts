import { describe, expect, it } from 'vitest';
import { ContactInboxQuery, ContactReplyBody } from './contact-inbox.ts';

describe('the contact inbox contracts', () => {
  it('reads the inbox URL: an empty status is all, paging has defaults', () => {
    expect(ContactInboxQuery.parse({ status: '', q: ' ann ' })).toEqual({
      status: undefined,
      q: 'ann',
      page: 1,
      rows: 25,
    });
    expect(ContactInboxQuery.safeParse({ status: 'closed' }).success).toBe(false);
    expect(ContactInboxQuery.safeParse({ rows: '7' }).success).toBe(false);
  });

  it('takes a trimmed multi-line reply, refuses an empty or overlong one', () => {
    expect(ContactReplyBody.parse({ body: '  Hi,\n\nthanks!  ' })).toEqual({
      body: 'Hi,\n\nthanks!',
    });
    expect(ContactReplyBody.safeParse({ body: '   ' }).error?.issues[0]?.message).toBe(
      'Write a reply.',
    );
    expect(ContactReplyBody.safeParse({ body: 'x'.repeat(5001) }).success).toBe(false);
  });
});
