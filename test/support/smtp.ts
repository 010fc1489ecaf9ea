import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpReceiver {
  /** SMTP_URL for the app under test. */
  url: string;
  messages: ReceivedMail[];
  /** The first message (already received or arriving) that matches, within `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port; received messages are parsed with mailparser. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []]
            .flat()
            .flatMap((address) => address.value.map((v) => v.address ?? ''));
          messages.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve((server.server.address() as { port: number }).port);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no matching e-mail within ${timeoutMs} ms (got ${messages.length})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The verification link in a received message. */
export function verificationLink(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+\/api\/user\/verify-email\?token=[\w%-]+/.exec(mail.text);
  if (!match) throw new Error(`no verification link in: ${mail.text}`);
  return match[0];
}
