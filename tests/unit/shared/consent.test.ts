import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { contentSecurityPolicy } from '../../../server/middleware/security-headers.ts';
import { analyticsOrigins, categoriesInUse } from '../../../shared/consent.ts';
import { consentRecordSchema } from '../../../shared/schemas/consent.ts';

const ALL = {
  PUBLIC_ORIGIN: 'https://lumen.example',
  POSTHOG_KEY: 'phc_abc',
  POSTHOG_HOST: 'https://eu.i.posthog.com',
  TAG_MANAGER_ID: 'GTM-ABC123',
  GA_MEASUREMENT_ID: 'G-XYZ',
  GA_TAG_URL: 'https://tag.example/gtag/js',
  FEEDBACK_WIDGET_URL: 'https://widget.example/w.js',
  CONSENT_SERVICE_URL: 'https://consent.example/c.js',
};

describe('analytics configuration', () => {
  it('with nothing set loads nothing and asks only about necessary cookies', () => {
    const settings = loadConfig({ PUBLIC_ORIGIN: 'https://lumen.example' }).analytics;
    expect(settings).toEqual({ productionHost: 'lumen.example', consentVersion: 1 });
    expect(categoriesInUse(settings)).toEqual(['necessary']);
    expect(analyticsOrigins(settings)).toEqual([]);
  });

  it('reads every script from the environment, with the id in the tag addresses', () => {
    const settings = loadConfig({ ...ALL, CONSENT_VERSION: '4' }).analytics;
    expect(settings).toEqual({
      productionHost: 'lumen.example',
      consentVersion: 4,
      posthog: { key: 'phc_abc', host: 'https://eu.i.posthog.com' },
      tagManager: {
        id: 'GTM-ABC123',
        src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
      },
      gaTag: { id: 'G-XYZ', src: 'https://tag.example/gtag/js?id=G-XYZ' },
      feedbackWidget: { src: 'https://widget.example/w.js' },
      consentService: { src: 'https://consent.example/c.js' },
    });
    expect(categoriesInUse(settings)).toEqual(['necessary', 'statistics', 'marketing']);
  });

  it('takes the production host from ANALYTICS_PRODUCTION_HOST over PUBLIC_ORIGIN', () => {
    const config = loadConfig({ ...ALL, ANALYTICS_PRODUCTION_HOST: 'Lumen-Legal.ee' });
    expect(config.analytics.productionHost).toBe('lumen-legal.ee');
  });

  it('refuses a plain-http third party except on this machine', () => {
    expect(() => loadConfig({ FEEDBACK_WIDGET_URL: 'http://widget.example/w.js' })).toThrow(
      /FEEDBACK_WIDGET_URL/,
    );
    expect(
      loadConfig({ FEEDBACK_WIDGET_URL: 'http://127.0.0.1:4000/w.js' }).analytics.feedbackWidget,
    ).toEqual({ src: 'http://127.0.0.1:4000/w.js' });
    expect(() => loadConfig({ TAG_MANAGER_ID: 'GTM"><script>' })).toThrow(/TAG_MANAGER_ID/);
  });

  it('widens the CSP by exactly the configured origins', () => {
    const origins = analyticsOrigins(loadConfig(ALL).analytics);
    expect(origins).toEqual([
      'https://eu.i.posthog.com',
      'https://www.googletagmanager.com',
      'https://tag.example',
      'https://widget.example',
      'https://consent.example',
    ]);
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      frameOrigins: [],
      analyticsOrigins: origins,
    });
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    expect(directive('script-src')).toEqual(["'self'", ...origins]);
    expect(directive('connect-src')).toEqual(["'self'", ...origins]);
    expect(directive('img-src')).toEqual(["'self'", 'data:']);
  });
});

describe('consent record', () => {
  const record = {
    id: '3f1c2f0e-8d5e-4c7a-9a55-0b5f1a2f6e11',
    categories: { necessary: true, statistics: true, marketing: false },
    version: 1,
    decided_at: '2026-11-20T10:00:00.000Z',
  };
  it('accepts exactly an id, categories, a version and a time', () => {
    expect(consentRecordSchema.parse(record)).toEqual(record);
    expect(consentRecordSchema.safeParse({ ...record, ip: '203.0.113.7' }).success).toBe(false);
    expect(
      consentRecordSchema.safeParse({
        ...record,
        categories: { ...record.categories, necessary: false },
      }).success,
    ).toBe(false);
    expect(consentRecordSchema.safeParse({ ...record, id: 'visitor-1' }).success).toBe(false);
  });
});
