import { describe, expect, it } from 'vitest';
import {
  BlockedUrlError,
  createUrlGuard,
  isPrivateAddress,
  publicOnlyLookup,
  type LookupAll,
} from './url-guard.js';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.10.0.5',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:192.168.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '2001:db8::1',
    // IPv6 transition forms that embed an IPv4 address, however it is spelled
    '::ffff:7f00:1',
    '::ffff:0:7f00:1',
    '::ffff:0:808:808',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    '2002:808:808::1',
    '64:ff9b::808:808',
    '::ffff:8.8.8.8',
    'not-an-address',
  ])('%s is not public', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '93.184.216.34', '2606:4700:4700::1111'])(
    '%s is public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

const fakeDns =
  (table: Record<string, string[]>): LookupAll =>
  async (host) => {
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'allowed';
  } catch (error) {
    expect(error).toBeInstanceOf(BlockedUrlError);
    return (error as BlockedUrlError).reason;
  }
}

describe('createUrlGuard', () => {
  const lookup = fakeDns({
    'hooks.example.com': ['93.184.216.34'],
    'intranet.example.com': ['10.0.0.5'],
    'mixed.example.com': ['93.184.216.34', '192.168.1.1'],
    'v6.example.com': ['2606:4700:4700::1111'],
    localhost: ['127.0.0.1', '::1'],
  });
  const guard = createUrlGuard({ privateHosts: [], lookup });

  it('allows public http(s) addresses', async () => {
    expect((await guard.check('https://hooks.example.com/webhook/abc')).hostname).toBe('hooks.example.com');
    expect(await reasonOf(guard.check('http://v6.example.com:8080/x'))).toBe('allowed');
    expect(await reasonOf(guard.check('http://8.8.8.8/x'))).toBe('allowed');
  });

  it('refuses loopback, private and link-local hosts, names and literals alike', async () => {
    for (const url of [
      'http://localhost:5678/webhook',
      'http://127.0.0.1/',
      'http://[::1]:3000/',
      'http://[::ffff:127.0.0.1]/',
      'http://intranet.example.com/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://2130706433/', // 127.0.0.1 as one number
      'http://0x7f.1/',
    ]) {
      expect(await reasonOf(guard.check(url)), url).toBe('private');
    }
  });

  it('refuses a name when any of its addresses is private', async () => {
    expect(await reasonOf(guard.check('https://mixed.example.com/'))).toBe('private');
  });

  it('refuses other schemes and malformed URLs', async () => {
    for (const url of [
      'ftp://hooks.example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      expect(await reasonOf(guard.check(url)), url).toBe('invalid');
    }
  });

  it('reports names that do not resolve, with the system code only', async () => {
    const error = await guard.check('https://nowhere.invalid/').catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'unresolvable', systemCode: 'ENOTFOUND' });
    expect((error as Error).message).not.toContain('nowhere');
  });

  it('lets everything http(s) through when private addresses are allowed', async () => {
    const open = createUrlGuard({ privateHosts: 'any', lookup });
    expect(await reasonOf(open.check('http://localhost:5678/webhook'))).toBe('allowed');
    expect(await reasonOf(open.check('http://10.0.0.1/'))).toBe('allowed');
    expect(await reasonOf(open.check('ftp://10.0.0.1/'))).toBe('invalid');
  });

  it('connects through a public-only lookup unless private addresses are allowed', () => {
    expect(guard.connectLookup).toBeTypeOf('function');
    expect(createUrlGuard({ privateHosts: 'any' }).connectLookup).toBeUndefined();
    expect(createUrlGuard({ privateHosts: ['*'] }).connectLookup).toBeUndefined();
  });

  it('lets only the listed hosts be private (ALLOWED_PRIVATE_HOSTS)', async () => {
    const listed = createUrlGuard({ privateHosts: ['intranet.example.com', '10.0.0.9'], lookup });
    expect(await reasonOf(listed.check('https://INTRANET.example.com/wp'))).toBe('allowed');
    expect(await reasonOf(listed.check('http://10.0.0.9/'))).toBe('allowed');
    expect(await reasonOf(listed.check('http://10.0.0.8/'))).toBe('private');
    expect(await reasonOf(listed.check('http://localhost/'))).toBe('private');
    expect(await reasonOf(listed.check('https://hooks.example.com/'))).toBe('allowed');
  });

  it('refuses, at connect time too, a name that resolves privately unless it is listed', async () => {
    const listed = createUrlGuard({ privateHosts: ['localhost'] });
    const connect = (host: string) =>
      new Promise<string>((resolve) =>
        listed.connectLookup!(host, {}, (err, address) =>
          resolve(err ? (err as { code?: string }).code! : String(address)),
        ),
      );
    expect(await connect('localhost')).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(publicOnlyLookup).toBeTypeOf('function');
  });

  it('uses the system resolver by default', async () => {
    const real = createUrlGuard({ privateHosts: [] });
    expect(await reasonOf(real.check('http://localhost:1/'))).toBe('private');
  });
});
