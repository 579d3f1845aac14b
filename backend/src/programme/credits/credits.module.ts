import { Module } from '@nestjs/common';
import { HistoryModule } from '../../platform/history/history.module';
import { CreditCalculator } from './credit-calculator';
import { CreditRulesService } from './credit-rules.service';
import { CreditsController } from './credits.controller';
import { CreditsService } from './credits.service';

/** Training credits: rules, results computed from attendance, the provider's export (issue 27). */
@Module({
  imports: [HistoryModule],
  controllers: [CreditsController],
  providers: [CreditRulesService, CreditsService, CreditCalculator],
})
export class CreditsModule {}
