import { describe, expect, it } from 'vitest';
import { errorForLog } from './error-handler.js';

describe('errorForLog', () => {
  it('keeps the kind, code and stack of a failed query, never its statement or parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const error = new Error(
      'Failed query: insert into "contact_messages" ("name") values ($1)\nparams: secret@example.com',
      {
        cause,
      },
    );
    const logged = errorForLog(error);
    expect(logged).toMatchObject({ type: 'Error', code: '22021', message: 'Failed query' });
    expect(JSON.stringify(logged)).not.toContain('secret@example.com');
    expect(JSON.stringify(logged)).not.toContain('insert into');
  });

  it('bounds any message and accepts what is not an Error', () => {
    expect((errorForLog(new Error('x'.repeat(5000))).message as string).length).toBe(300);
    expect(errorForLog('plain')).toEqual({ message: 'plain' });
  });
});
