import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** An in-process SMTP server that keeps every message it receives, parsed (tests read what a buyer would get). */
export interface SmtpInbox {
  url: string;
  messages: ParsedMail[];
  waitFor(count: number, ms?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (e: Error) => callback(e),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as import('node:net').AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, ms = 20_000) {
      const end = Date.now() + ms;
      while (messages.length < count) {
        if (Date.now() > end) throw new Error(`expected ${count} e-mails, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
