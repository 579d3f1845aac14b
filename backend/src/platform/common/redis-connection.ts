import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { createClient } from 'redis';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

export type RedisClient = ReturnType<typeof createClient>;

/** The one Redis connection (REDIS_URL) shared by sessions and throttling counters; closed with the app. */
@Injectable()
export class RedisConnection implements OnModuleDestroy {
  private client: Promise<RedisClient> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return !!this.config.redisUrl;
  }

  /** The connected client, or null without REDIS_URL. */
  get(): Promise<RedisClient> | null {
    if (!this.config.redisUrl) return null;
    this.client ??= (async () => {
      // The client (~580 modules) is loaded with the first connection, not at every start without Redis.
      const { createClient: connect } = require('redis') as typeof import('redis');
      const client = connect({ url: this.config.redisUrl! });
      client.on('error', (err: Error) => new Logger('Redis').error(err.message));
      await client.connect();
      return client;
    })();
    return this.client;
  }

  async onModuleDestroy(): Promise<void> {
    const client = await this.client?.catch(() => null);
    await client?.quit().catch(() => undefined);
  }
}
