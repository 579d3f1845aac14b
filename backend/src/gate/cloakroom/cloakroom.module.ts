import { Module } from '@nestjs/common';
import { PassesModule } from '../passes/passes.module';
import { HangersController } from './hangers.controller';
import { HangersService } from './hangers.service';

/** The cloakroom (issue 14). */
@Module({ imports: [PassesModule], controllers: [HangersController], providers: [HangersService] })
export class CloakroomModule {}
