/**
 * The mailer hands the SMTP server the stored address as one mailbox. An address stored before the
 * one shared rule (shared/schemas/fields.ts) existed must never be read as a list of recipients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../server/mail/mailer.ts';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';

let sink: SmtpSink;
let mailer: Mailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = createMailer(`smtp://127.0.0.1:${sink.port}`, 'Lumen Legal <no-reply@lumen.example>');
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

describe('the mailer', () => {
  it('sends to one recipient however the stored address reads', async () => {
    await mailer.send({ to: 'mari@example.ee', subject: 'One', text: 'Body' });
    // Sent to that one odd mailbox, or refused by the server: either way to nobody else.
    await mailer
      .send({
        to: 'https://evil.example/reset-your-password,target.person@example.ee',
        subject: 'Two',
        text: 'Body',
      })
      .catch(() => {});
    expect(sink.mails.map((m) => m.to)).not.toContainEqual(
      expect.arrayContaining(['target.person@example.ee']),
    );
    expect(sink.mails[0]?.to).toEqual(['mari@example.ee']);
    for (const mail of sink.mails) expect(mail.to).toHaveLength(1);
  });
});
