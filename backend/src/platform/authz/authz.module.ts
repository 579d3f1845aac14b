import { Global, Module } from '@nestjs/common';
import { EventSettingsService } from '../events/event-settings.service';

/** What the global guard needs beside the signed-in user: the settings of the route's event. */
@Global()
@Module({ providers: [EventSettingsService], exports: [EventSettingsService] })
export class AuthzModule {}
