import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MyAreaModule } from '../myarea/myarea.module';
import { PassesModule } from '../passes/passes.module';
import { ScansModule } from '../scans/scans.module';
import { TotemsController } from './totems.controller';
import { TotemsService } from './totems.service';

/** Self check-in kiosks (issue 14). */
@Module({
  imports: [ScansModule, PassesModule, MyAreaModule, AuthModule],
  controllers: [TotemsController],
  providers: [TotemsService],
})
export class TotemsModule {}
