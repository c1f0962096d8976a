import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('turns web addresses into links and leaves trailing punctuation as text', () => {
    expect(linkify('Verify here: http://localhost:3000/verify-email/abc123. Thanks')).toEqual([
      { kind: 'text', text: 'Verify here: ' },
      {
        kind: 'link',
        text: 'http://localhost:3000/verify-email/abc123',
        href: 'http://localhost:3000/verify-email/abc123',
      },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('never makes a link of other schemes', () => {
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });
});
