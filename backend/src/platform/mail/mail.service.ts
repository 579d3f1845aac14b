import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Transporter } from 'nodemailer';
import { Repository } from 'typeorm';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { OutboxMail } from './outbox-mail.entity';
import { writeWith } from '../database/write-transaction';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The one way out for e-mail: SMTP when SMTP_URL is set, the development outbox otherwise. */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>,
  ) {
    // nodemailer is loaded only when mail leaves through SMTP.
    this.transport = config.smtpUrl ? (require('nodemailer') as typeof import('nodemailer')).createTransport(config.smtpUrl) : null;
  }

  async send(mail: Mail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
      return;
    }
    await writeWith(this.outbox, (outbox) =>
      outbox.insert({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null }),
    );
    this.logger.log(`Mail to ${mail.to} kept in the development outbox: ${mail.subject}`);
  }
}
