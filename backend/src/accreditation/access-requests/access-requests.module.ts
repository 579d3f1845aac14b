import { Module } from '@nestjs/common';
import { AccessRequestsController } from './access-requests.controller';
import { AccessRequestsService } from './access-requests.service';

/** Access-control requests and their review (issue 13). */
@Module({ controllers: [AccessRequestsController], providers: [AccessRequestsService] })
export class AccessRequestsModule {}
