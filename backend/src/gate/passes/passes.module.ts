import { Module } from '@nestjs/common';
import { PassesController } from './passes.controller';
import { PassesService } from './passes.service';

/** Signed pass codes of attendees and vehicles (issue 14); the gate will verify them with PassesService.check. */
@Module({ controllers: [PassesController], providers: [PassesService], exports: [PassesService] })
export class PassesModule {}
