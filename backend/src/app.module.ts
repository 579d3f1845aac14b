import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttendeesModule } from './attendees/attendees.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { AuthzGuard } from './authz/authz.guard';
import { AuthzModule } from './authz/authz.module';
import { Clock, systemClock } from './common/clock';
import { CommonModule } from './common/common.module';
import { CompaniesModule } from './companies/companies.module';
import { DocsModule } from './docs/docs.module';
import type { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { setPasswordCost } from './common/passwords';
import { dataSourceOptions } from './database/data-source';
import { ENTITIES } from './entities';
import { SeedService } from './seed/seed.service';
import { EventsModule } from './events/events.module';
import { FiltersModule } from './filters/filters.module';
import { FontsModule } from './fonts/fonts.module';
import { HealthController } from './health/health.controller';
import { ImportsModule } from './imports/imports.module';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { MyAreaModule } from './myarea/myarea.module';
import { OrdersModule } from './orders/orders.module';
import { ProductsModule } from './products/products.module';
import { ResourceScopeCheck } from './resource-scope.check';
import { StatsModule } from './stats/stats.module';
import { TagsModule } from './tags/tags.module';
import { ZonesModule } from './zones/zones.module';
import { VehiclesModule } from './vehicles/vehicles.module';
import { AccessRightsModule } from './access-rights/access-rights.module';
import { AccessRequestsModule } from './access-requests/access-requests.module';
import { AttachmentsModule } from './attachments/attachments.module';
import { CompanyPortalModule } from './company-portal/company-portal.module';
import { PassesModule } from './passes/passes.module';
import { ScansModule } from './scans/scans.module';
import { TotemsModule } from './totems/totems.module';
import { ServicesModule } from './services/services.module';
import { CloakroomModule } from './cloakroom/cloakroom.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock: Clock = systemClock): DynamicModule {
    setPasswordCost(config.bcryptRounds);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DiscoveryModule,
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.database, ENTITIES), migrationsRun: true, retryAttempts: 2, retryDelay: 1000 }),
        CommonModule.forRoot(clock),
        AuditModule,
        AuthzModule,
        MailModule,
        AuthModule,
        ScansModule,
        UsersModule,
        EventsModule,
        CompaniesModule,
        AttendeesModule,
        TagsModule,
        ZonesModule,
        VehiclesModule,
        AccessRightsModule,
        AccessRequestsModule,
        AttachmentsModule,
        CompanyPortalModule,
        PassesModule,
        TotemsModule,
        ServicesModule,
        CloakroomModule,
        FiltersModule,
        StatsModule,
        FontsModule,
        ProductsModule,
        OrdersModule,
        MyAreaModule,
        JobsModule.forRoot(config),
        ImportsModule,
        DocsModule,
      ],
      controllers: [HealthController],
      // The one global guard (authz/), over the signed-in user that auth/ loads.
      providers: [SeedService, ResourceScopeCheck, { provide: APP_GUARD, useClass: AuthzGuard }],
    };
  }
}
