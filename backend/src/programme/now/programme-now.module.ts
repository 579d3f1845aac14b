import { Module } from '@nestjs/common';
import { ScansModule } from '../../gate/scans/scans.module';
import { ProgrammeNowController } from './programme-now.controller';
import { ProgrammeNowService } from './programme-now.service';

/** "Programme now" (issue 27): the rooms live, from the gate's counts. */
@Module({ imports: [ScansModule], controllers: [ProgrammeNowController], providers: [ProgrammeNowService] })
export class ProgrammeNowModule {}
