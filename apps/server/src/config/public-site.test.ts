import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './env.js';

describe('public site configuration', () => {
  it('loads nothing from a third party by default', () => {
    expect(parseConfig({}).publicSite).toEqual({
      analyticsScript: null,
      marketingScript: null,
      socialLinks: [],
      scriptOrigins: [],
    });
  });

  it('reads the scripts with their data-* attributes and collects their origins once', () => {
    const { publicSite } = parseConfig({
      ANALYTICS_SCRIPT_URL: 'https://umami.example.org/script.js',
      ANALYTICS_SCRIPT_ATTRIBUTES: 'data-website-id=94db1cb1, data-do-not-track=true',
      MARKETING_SCRIPT_URL: 'https://umami.example.org/pixel.js',
      SOCIAL_LINKS: 'https://x.com/forja,https://youtube.com/@forja',
    });
    expect(publicSite.analyticsScript).toEqual({
      src: 'https://umami.example.org/script.js',
      attributes: { 'data-website-id': '94db1cb1', 'data-do-not-track': 'true' },
    });
    expect(publicSite.marketingScript?.attributes).toEqual({});
    expect(publicSite.scriptOrigins).toEqual(['https://umami.example.org']);
    expect(publicSite.socialLinks.map((l) => l.network)).toEqual(['x', 'youtube']);
  });

  it('refuses addresses that are not http(s) and attributes that are not data-*', () => {
    expect(() => parseConfig({ ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => parseConfig({ ANALYTICS_SCRIPT_URL: 'not a url' })).toThrow(/ANALYTICS_SCRIPT_URL/);
    expect(() =>
      parseConfig({
        MARKETING_SCRIPT_URL: 'https://a.example/p.js',
        MARKETING_SCRIPT_ATTRIBUTES: 'onload=alert(1)',
      }),
    ).toThrow(/MARKETING_SCRIPT_ATTRIBUTES/);
    expect(() => parseConfig({ SOCIAL_LINKS: 'ftp://files.example' })).toThrow(/SOCIAL_LINKS/);
  });
});
