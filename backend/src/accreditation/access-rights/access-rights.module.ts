import { Module } from '@nestjs/common';
import { AccessRightsController } from './access-rights.controller';
import { AccessRightsService } from './access-rights.service';

/** Who may enter which zone (issue 13); the gate will use AccessRightsService.effective. */
@Module({ controllers: [AccessRightsController], providers: [AccessRightsService], exports: [AccessRightsService] })
export class AccessRightsModule {}
