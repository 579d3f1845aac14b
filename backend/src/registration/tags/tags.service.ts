import { requireRecord, defineRecordScope } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TagDto, TagInput } from '@eventdesk/shared';
import { Not, Repository } from 'typeorm';
import { fieldError } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { Tag } from './tag.entity';
import { writeWith } from '../../platform/database/write-transaction';

/** Tags of an event: the rules put no condition on them, every one of the event is in scope. */
export const TAG_SCOPE = defineRecordScope({ subject: 'Tag', entity: Tag, alias: 'tag', conditions: {} });

export const TAG_LIST: ListSpec = {
  resource: 'tags',
  sortable: { id: 'tag.id', name: 'tag.name', created_at: 'tag.createdAt' },
  filters: { q: { kind: 'search', columns: ['tag.name'] }, id: { kind: 'eq', column: 'tag.id', type: 'number' } },
  defaultSort: ['name', 'ASC'],
  tiebreaker: 'tag.id',
};

const toDto = (tag: Tag): TagDto => ({
  id: tag.id,
  event_id: tag.eventId,
  name: tag.name,
  color: tag.color,
  created_at: tag.createdAt.toISOString(),
  updated_at: tag.updatedAt.toISOString(),
});

/** Tags of one event (ADMIN writes, the other staff roles but COMPANY read). Deleting a tag takes it off its attendees. */
@Injectable()
export class TagsService {
  constructor(@InjectRepository(Tag) private readonly tags: Repository<Tag>) {}

  async list(ctx: EventContext, list: ListQuery) {
    const { eventId } = ctx;
    const { rows, total } = await findPage(this.tags.createQueryBuilder('tag').where('tag.eventId = :eventId', { eventId }), list);
    return { rows: rows.map(toDto), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<TagDto> {
    return toDto(await this.load(ctx, id));
  }

  async create(ctx: EventContext, input: TagInput): Promise<TagDto> {
    const { eventId } = ctx;
    await this.assertNameFree(eventId, input.name);
    const tag = await writeWith(this.tags, (tags) => tags.save(tags.create({ eventId, name: input.name, color: input.color ?? null })));
    return this.findOne(ctx, tag.id);
  }

  /** Fields left out of the body keep their value. */
  async update(ctx: EventContext, id: number, input: TagInput): Promise<TagDto> {
    const { eventId } = ctx;
    await this.load(ctx, id);
    await this.assertNameFree(eventId, input.name, id);
    await writeWith(this.tags, (tags) => tags.update(id, { name: input.name, ...(input.color !== undefined && { color: input.color }) }));
    return this.findOne(ctx, id);
  }

  async remove(ctx: EventContext, id: number): Promise<TagDto> {
    const tag = await this.load(ctx, id);
    await writeWith(this.tags, (tags) => tags.delete(id));
    return toDto(tag);
  }

  /** The event's tag `id`; 404 when it is missing or of another event. */
  private load(ctx: EventContext, id: number): Promise<Tag> {
    return requireRecord(this.tags.manager, ctx, 'read', TAG_SCOPE, id);
  }

  private async assertNameFree(eventId: number, name: string, exceptId?: number): Promise<void> {
    if (await this.tags.existsBy({ eventId, name, ...(exceptId && { id: Not(exceptId) }) })) throw fieldError('name', 'name_taken');
  }
}
