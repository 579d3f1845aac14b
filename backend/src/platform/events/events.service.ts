import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  EVENT_OPTION_KEYS,
  isLanguage,
  membershipIn,
  type EventDto,
  type EventInput,
  type EventOptionInput,
  type Role,
  type UiConfig,
} from '@eventdesk/shared';
import { randomBytes } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import type { AuthUser } from '../common/auth-user';
import { EventSettingsService } from './event-settings.service';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { fieldError, notFound } from '../common/errors';
import { removeUpload, storeUpload, type ImageExt } from '../common/files';
import { findPage, type ListQuery, type ListSpec } from '../common/ra-query';
import { EventCategory } from './event-category.entity';
import { EventOption } from './event-option.entity';
import { Event } from './event.entity';
import { writeTransaction, writeWith } from '../database/write-transaction';

export const EVENT_LIST: ListSpec = {
  resource: 'events',
  sortable: {
    id: 'event.id',
    name: 'event.name',
    sku: 'event.sku',
    start_at: 'event.startAt',
    end_at: 'event.endAt',
    city: 'event.city',
    created_at: 'event.createdAt',
  },
  filters: {
    q: { kind: 'search', columns: ['event.name', 'event.sku', 'event.city'] },
    id: { kind: 'eq', column: 'event.id', type: 'number' },
    event_category_id: { kind: 'eq', column: 'event.eventCategoryId', type: 'number' },
    city: { kind: 'eq', column: 'event.city', type: 'string' },
    start_at_gte: { kind: 'gte', column: 'event.startAt', type: 'date' },
    start_at_lte: { kind: 'lte', column: 'event.startAt', type: 'date' },
  },
  defaultSort: ['start_at', 'DESC'],
  tiebreaker: 'event.id',
};

export function toEventDto(event: Event): EventDto {
  const options = [...(event.options ?? [])].sort((a, b) => a.key.localeCompare(b.key)).map((o) => ({ key: o.key, value: o.value }));
  const language = options.find((o) => o.key === EVENT_OPTION_KEYS.DEFAULT_LANGUAGE)?.value;
  return {
    id: event.id,
    name: event.name,
    sku: event.sku,
    start_at: event.startAt,
    end_at: event.endAt,
    address: event.address,
    zip_code: event.zipCode,
    city: event.city,
    country: event.country,
    event_category_id: event.eventCategoryId,
    token: event.token,
    image_background: event.imageBackground,
    image_background_url: event.imageBackground ? `/uploads/${event.imageBackground}` : null,
    options,
    default_language: isLanguage(language) ? language : null,
    created_at: event.createdAt.toISOString(),
    updated_at: event.updatedAt.toISOString(),
  };
}

@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(Event) private readonly events: Repository<Event>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: EventSettingsService,
  ) {}

  /** Superadmins see every event; everyone else the events they hold a role in (filtered in SQL). */
  async list(list: ListQuery, user: AuthUser) {
    const qb = this.events.createQueryBuilder('event').leftJoinAndSelect('event.options', 'option');
    if (!user.is_superadmin) {
      qb.andWhere('event.id IN (SELECT r.event_id FROM user_event_roles r WHERE r.user_id = :userId)', { userId: user.id });
    }
    const { rows, total } = await findPage(qb, list);
    return { rows: rows.map(toEventDto), total };
  }

  async findOne(id: number): Promise<EventDto> {
    return toEventDto(await this.load(id));
  }

  async uiConfig(eventId: number, user: AuthUser): Promise<UiConfig & { role: Role }> {
    const settings = await this.settings.get(eventId);
    if (!settings) throw notFound();
    const role = membershipIn(user, eventId)?.role ?? 'ADMIN';
    return { role, ...settings.configFor(role) };
  }

  async create(input: EventInput): Promise<EventDto> {
    await this.assertCategory(input.event_category_id);
    const id = await writeTransaction(this.db, async (tx) => {
      const event = await tx
        .getRepository(Event)
        .save(tx.getRepository(Event).create({ ...this.columns(input), token: randomBytes(24).toString('base64url') }));
      await this.replaceOptions(tx.getRepository(EventOption), event.id, input.options ?? []);
      return event.id;
    });
    return this.findOne(id);
  }

  /** A PUT carries the whole record; `options`, when present, replace the event's options. */
  async update(id: number, input: EventInput): Promise<EventDto> {
    await this.load(id);
    await this.assertCategory(input.event_category_id);
    await writeTransaction(this.db, async (tx) => {
      await tx.getRepository(Event).update(id, this.columns(input));
      if (input.options) await this.replaceOptions(tx.getRepository(EventOption), id, input.options);
    });
    this.settings.invalidate(id);
    return this.findOne(id);
  }

  async remove(id: number): Promise<EventDto> {
    const event = await this.findOne(id);
    await writeWith(this.events, (events) => events.delete(id));
    this.settings.invalidate(id);
    await removeUpload(this.config.dataDir, event.image_background);
    return event;
  }

  async setImage(id: number, data: Buffer, ext: ImageExt): Promise<EventDto> {
    const event = await this.load(id);
    const path = await storeUpload(this.config.dataDir, 'events', data, ext);
    await writeWith(this.events, (events) => events.update(id, { imageBackground: path }));
    await removeUpload(this.config.dataDir, event.imageBackground);
    return this.findOne(id);
  }

  async removeImage(id: number): Promise<EventDto> {
    const event = await this.load(id);
    await writeWith(this.events, (events) => events.update(id, { imageBackground: null }));
    await removeUpload(this.config.dataDir, event.imageBackground);
    return this.findOne(id);
  }

  private columns(input: EventInput): Partial<Event> {
    return {
      name: input.name,
      sku: input.sku,
      startAt: input.start_at,
      endAt: input.end_at,
      address: input.address,
      zipCode: input.zip_code,
      city: input.city,
      country: input.country,
      eventCategoryId: input.event_category_id,
    };
  }

  private async replaceOptions(repo: Repository<EventOption>, eventId: number, options: EventOptionInput[]): Promise<void> {
    await repo.delete({ eventId });
    if (options.length) await repo.insert(options.map((o) => ({ eventId, key: o.key, value: o.value })));
  }

  private async assertCategory(categoryId: number | null): Promise<void> {
    if (categoryId && !(await this.db.getRepository(EventCategory).existsBy({ id: categoryId }))) {
      throw fieldError('event_category_id', 'not_found');
    }
  }

  private async load(id: number): Promise<Event> {
    const event = await this.events.findOne({ where: { id }, relations: { options: true } });
    if (!event) throw notFound();
    return event;
  }
}
