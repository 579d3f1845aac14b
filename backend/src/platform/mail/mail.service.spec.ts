import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../config/config';
import { MailService } from './mail.service';
import type { OutboxMail } from './outbox-mail.entity';

/**
 * With SMTP_URL the mail leaves through SMTP (nodemailer, loaded only then) and nothing is kept in the
 * development outbox; the API tests cover the outbox.
 */
describe('MailService over SMTP', () => {
  let server: SMTPServer;
  let port: number;
  const received: { from: string; to: string[]; data: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers to the SMTP server and keeps nothing in the outbox', async () => {
    const insert = jest.fn();
    const config = { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Eventdesk <no-reply@eventdesk.test>' } as AppConfig;
    const mail = new MailService(config, { insert } as unknown as Repository<OutboxMail>);

    await mail.send({ to: 'anna@example.test', subject: 'Il tuo codice', text: 'Codice: 123456' });

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@eventdesk.test', to: ['anna@example.test'] });
    expect(received[0]!.data).toContain('Subject: Il tuo codice');
    expect(received[0]!.data).toContain('Codice: 123456');
    expect(insert).not.toHaveBeenCalled();
  });
});
