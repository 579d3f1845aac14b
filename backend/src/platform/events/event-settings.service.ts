import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_LANGUAGE,
  EVENT_OPTION_KEYS,
  isLanguage,
  parseUiConfigOption,
  resolveUiConfig,
  type Language,
  type Role,
  type UiConfig,
  type UiConfigOption,
} from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import { TtlCache } from '../common/ttl-cache';
import { invalidateOnWrite } from '../database/invalidate-on-write';
import { EventOption } from './event-option.entity';
import { Event } from './event.entity';

/** What every request inside an event needs of it: that it exists, its language and its UI configuration. */
export class EventSettings {
  private readonly configs = new Map<Role, UiConfig>();

  constructor(
    readonly id: number,
    readonly language: Language,
    private readonly uiConfig: UiConfigOption | null,
  ) {}

  /** The UI configuration of `role` in this event, resolved once. */
  configFor(role: Role): UiConfig {
    let config = this.configs.get(role);
    if (!config) {
      config = resolveUiConfig(this.uiConfig, role);
      this.configs.set(role, config);
    }
    return config;
  }
}

/** How long another instance's change to an event's options may take to be seen here. */
const TTL_MS = 5_000;

/**
 * The settings of each event, read in one statement and kept for a few seconds: every request inside
 * an event needs them, and they change rarely. A write of an event or its options through this
 * instance drops them (invalidateOnWrite); one made by another instance is seen within TTL_MS.
 */
@Injectable()
export class EventSettingsService {
  private readonly cache = new TtlCache<number, EventSettings | null>(TTL_MS, 1000);

  constructor(@InjectDataSource() private readonly db: DataSource) {
    invalidateOnWrite(db, [Event, EventOption], () => this.cache.clear());
  }

  /** The event's settings, or null when there is no such event. */
  get(eventId: number): Promise<EventSettings | null> {
    return this.cache.get(eventId, () => this.load(eventId));
  }

  invalidate(eventId: number): void {
    this.cache.delete(eventId);
  }

  private async load(eventId: number): Promise<EventSettings | null> {
    const rows = await this.db
      .getRepository(Event)
      .createQueryBuilder('event')
      .leftJoin(EventOption, 'option', 'option.eventId = event.id AND option.key IN (:...keys)', {
        keys: [EVENT_OPTION_KEYS.UI_CONFIG, EVENT_OPTION_KEYS.DEFAULT_LANGUAGE],
      })
      .select(['event.id AS id', 'option.key AS k', 'option.value AS v'])
      .where('event.id = :eventId', { eventId })
      .getRawMany<{ id: number; k: string | null; v: string | null }>();
    if (!rows.length) return null;
    const option = (key: string) => rows.find((r) => r.k === key)?.v ?? null;
    const language = option(EVENT_OPTION_KEYS.DEFAULT_LANGUAGE);
    const json = option(EVENT_OPTION_KEYS.UI_CONFIG);
    const parsed = json ? parseUiConfigOption(json) : null;
    return new EventSettings(eventId, isLanguage(language) ? language : DEFAULT_LANGUAGE, parsed?.ok ? parsed.value : null);
  }
}
