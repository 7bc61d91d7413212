import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** Every message received, in order. */
  mails: ReceivedMail[];
  /** While set, every message is refused with this answer (a mail server that turns mail away). */
  refusing: string | null;
  /** The reply code of a refusal: 550 (permanent) unless set, e.g. 451 (try again later). */
  refusingCode: number;
  /** While set, only mail to this address is refused (with `refusing`). */
  refusingOnly: string | null;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (no TLS, no auth) that keeps every message it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const state = { refusing: null as string | null, code: 550, only: null as string | null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const refused =
          state.only === null || session.envelope.rcptTo.some((r) => r.address === state.only);
        if (state.refusing && refused) {
          return callback(Object.assign(new Error(state.refusing), { responseCode: state.code }));
        }
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    get refusing() {
      return state.refusing;
    },
    set refusing(answer: string | null) {
      state.refusing = answer;
    },
    get refusingOnly() {
      return state.only;
    },
    set refusingOnly(address: string | null) {
      state.only = address;
    },
    get refusingCode() {
      return state.code;
    },
    set refusingCode(code: number) {
      state.code = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
