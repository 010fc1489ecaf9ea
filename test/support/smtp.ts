import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Message-ID as sent (`<...@...>`). */
  messageId: string;
  /** Every header, lower-cased names, values as text. */
  headers: Record<string, string>;
}

export interface SmtpReceiver {
  /** SMTP_URL for the app under test. */
  url: string;
  messages: ReceivedMail[];
  /** The first message (already received or arriving) that matches, within `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port (or `port`, to come back where a stopped one was);
 * received messages are parsed with mailparser. `beforeAccept` runs when a message has been
 * received in full, before the server answers 250 (a test may kill the sender there).
 */
export async function startSmtpReceiver(
  options: { port?: number; beforeAccept?: (mail: ReceivedMail) => Promise<void> | void } = {},
): Promise<SmtpReceiver> {
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
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) {
            headers[line.key.toLowerCase()] = line.line.slice(line.line.indexOf(':') + 1).trim();
          }
          const mail: ReceivedMail = {
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers,
          };
          messages.push(mail);
          return options.beforeAccept?.(mail);
        })
        .then(() => callback())
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
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
