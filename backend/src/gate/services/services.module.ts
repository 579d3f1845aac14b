import { Module } from '@nestjs/common';
import { PassesModule } from '../passes/passes.module';
import { AttendeeServicesController, ServicesController } from './services.controller';
import { ServicesService } from './services.service';

/** Services on site and their consumption (issue 14). */
@Module({
  imports: [PassesModule],
  controllers: [ServicesController, AttendeeServicesController],
  providers: [ServicesService],
  exports: [ServicesService],
})
export class ServicesModule {}
