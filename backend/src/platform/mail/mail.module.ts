import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailService } from './mail.service';
import { OutboxMail } from './outbox-mail.entity';

@Global()
@Module({ imports: [TypeOrmModule.forFeature([OutboxMail])], providers: [MailService], exports: [MailService] })
export class MailModule {}
