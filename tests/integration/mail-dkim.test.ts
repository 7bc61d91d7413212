/**
 * DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY sign every mail, one-click unsubscribe headers
 * included (RFC 8058 §4 requires List-Unsubscribe and List-Unsubscribe-Post signed). Checked with
 * a DKIM verifier (mailauth) on the mail as the SMTP server received it, with the public key
 * served by a stand-in for DNS; and a mail changed on the way fails it.
 */
import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { createMailer, type Mailer } from '../../server/mail/mailer.ts';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const PUBLIC = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** The TXT record mail2026._domainkey.lumen-legal.example would hold. */
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === 'mail2026._domainkey.lumen-legal.example') {
    return [[`v=DKIM1; k=rsa; p=${PUBLIC}`]];
  }
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
};

let sink: SmtpSink;
let mailer: Mailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  const config = loadConfig({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: 'Lumen Legal <no-reply@lumen-legal.example>',
    DKIM_DOMAIN: 'lumen-legal.example',
    DKIM_SELECTOR: 'mail2026',
    // As an environment file holds it: one line, the breaks written \n.
    DKIM_PRIVATE_KEY: PEM.replaceAll('\n', '\\n'),
  });
  mailer = createMailer(config.smtpUrl, config.mailFrom, { dkim: config.dkim });
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

describe('DKIM signing', () => {
  it('signs each mail, its one-click unsubscribe headers included, and the signature verifies', async () => {
    await mailer.send({
      to: 'mari@example.ee',
      subject: 'Please confirm your Lumen Legal newsletter subscription',
      text: 'Confirm: https://lumen-legal.example/newsletter/confirm?token=abc',
      replyTo: 'team@lumen-legal.example',
      headers: {
        'List-Unsubscribe': '<https://lumen-legal.example/api/newsletter/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const raw = sink.mails.at(-1)?.raw ?? '';
    const { results } = await dkimVerify(raw, { resolver });
    expect(results).toHaveLength(1);
    const [result] = results;
    expect(result?.status.result).toBe('pass');
    expect(result?.signingDomain).toBe('lumen-legal.example');
    expect(result?.selector).toBe('mail2026');
    const signed = (result?.signingHeaders?.keys ?? '').toLowerCase().split(': ');
    expect(signed).toEqual(
      expect.arrayContaining([
        'from',
        'to',
        'subject',
        'reply-to',
        'list-unsubscribe',
        'list-unsubscribe-post',
      ]),
    );

    // A relay that changes the unsubscribe address breaks the signature.
    const tampered = raw.replace('token=abc>', 'token=xyz>');
    const [broken] = (await dkimVerify(tampered, { resolver })).results;
    expect(broken?.status.result).toBe('fail');
  });

  it('takes all three settings or none, and refuses a key that does not parse', () => {
    expect(loadConfig({}).dkim).toBeUndefined();
    expect(() => loadConfig({ DKIM_DOMAIN: 'lumen-legal.example' })).toThrow(
      'Set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together',
    );
    expect(() =>
      loadConfig({
        DKIM_DOMAIN: 'lumen-legal.example',
        DKIM_SELECTOR: 'mail2026',
        DKIM_PRIVATE_KEY: 'not a key',
      }),
    ).toThrow(ConfigError);
  });
});
