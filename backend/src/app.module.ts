import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttendeesModule } from './registration/attendees/attendees.module';
import { AuditModule } from './platform/audit/audit.module';
import { AuthModule } from './platform/auth/auth.module';
import { AuthzGuard } from './platform/authz/authz.guard';
import { AuthzModule } from './platform/authz/authz.module';
import { Clock, systemClock } from './platform/common/clock';
import { CommonModule } from './platform/common/common.module';
import { CompaniesModule } from './registration/companies/companies.module';
import type { AppConfig } from './platform/config/config';
import { ConfigModule } from './platform/config/config.module';
import { setPasswordCost } from './platform/common/passwords';
import { dataSourceOptions } from './platform/database/data-source';
import { ENTITIES } from './entities';
import { SeedService } from './seed/seed.service';
import { EventsModule } from './platform/events/events.module';
import { FiltersModule } from './registration/filters/filters.module';
import { FontsModule } from './platform/fonts/fonts.module';
import { HealthController } from './platform/health/health.controller';
import { ImportsModule } from './registration/imports/imports.module';
import { JobsModule } from './platform/jobs/jobs.module';
import { MailModule } from './platform/mail/mail.module';
import { MyAreaModule } from './myarea/myarea.module';
import { OrdersModule } from './commerce/orders/orders.module';
import { ProductsModule } from './commerce/products/products.module';
import { ResourceScopeCheck } from './resource-scope.check';
import { StatsModule } from './registration/stats/stats.module';
import { TagsModule } from './registration/tags/tags.module';
import { ZonesModule } from './accreditation/zones/zones.module';
import { VehiclesModule } from './accreditation/vehicles/vehicles.module';
import { AccessRightsModule } from './accreditation/access-rights/access-rights.module';
import { AccessRequestsModule } from './accreditation/access-requests/access-requests.module';
import { AttachmentsModule } from './accreditation/attachments/attachments.module';
import { CompanyPortalModule } from './accreditation/company-portal/company-portal.module';
import { PassesModule } from './gate/passes/passes.module';
import { ScansModule } from './gate/scans/scans.module';
import { TotemsModule } from './gate/totems/totems.module';
import { ServicesModule } from './gate/services/services.module';
import { CloakroomModule } from './gate/cloakroom/cloakroom.module';
import { UsersModule } from './platform/users/users.module';
import { SignalsModule } from './platform/signals/signals';
import { DocumentationModule } from './accreditation/documentation/documentation.module';
import { GateChangesModule } from './gate/gate-changes/gate-changes.module';

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
        SignalsModule,
        DocumentationModule,
        GateChangesModule,
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
      ],
      controllers: [HealthController],
      // The one global guard (authz/), over the signed-in user that auth/ loads.
      providers: [SeedService, ResourceScopeCheck, { provide: APP_GUARD, useClass: AuthzGuard }],
    };
  }
}
