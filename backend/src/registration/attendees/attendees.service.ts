import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ATTENDEE_SCHEMA_FIELDS,
  attendeePatchSchemaFor,
  attendeeSchemaFor,
  subject,
  validate,
  type AttendeeCreateFormDto,
  type AttendeeDto,
  type AttendeeInput,
} from '@eventdesk/shared';
import { randomUUID } from 'node:crypto';
import { DataSource, In, type EntityManager } from 'typeorm';
import { requireAccess, requireRecord } from '../../platform/access/record-access';
import { isUnrestricted } from '../../platform/access/scope-query';
import { invalid, notFound } from '../../platform/common/errors';
import { isDuplicateKey } from '../../platform/common/db-errors';
import type { ListQuery } from '../../platform/common/ra-query';
import { EventCompany } from '../../platform/events/event-company.entity';
import { HistoryService } from '../../platform/history/history.service';
import { RecordWrites } from '../../platform/history/record-writes';
import type { EventContext } from '../../platform/access/request-context';
import { AttendeeTag } from '../tags/attendee-tag.entity';
import { Tag } from '../tags/tag.entity';
import { ATTENDEE_SCOPE, type AttendeeAccess } from './attendee-access';
import { bodyObject, FieldErrorBag, isBlank, sentTagIds, writableFields } from './attendee-input';
import { signInEmailHolder } from './sign-in-email';
import { AttendeeCategory } from './attendee-category.entity';
import { newAttendeeCode } from './attendee-code';
import { attendeeListOrder, attendeeListWhere, tokenCount, type SqlCondition } from './attendee-list';
import { historyValues, scoped, toColumns, toFullRecord, toInput, type FullAttendee } from './attendee-record';
import { AttendeeListReader, GROUP_CONCAT_SAFE } from './attendee-rows';
import { Attendee } from './attendee.entity';
import { queryWords, touchesSearch } from '../../platform/common/search-words';
import { reindexAttendees, replaceSearchTokens } from './search-tokens';
import { adjustAttendeeTotal, attendeeTotal } from './attendee-totals';
import { forUpdate, isMysql } from '../../platform/database/write-transaction';
import { Signals } from '../../platform/signals/signals';
import { HOLDER_DELETED, HOLDERS_MOVED, HOLDERS_RESCOPED } from '../holders/holder-signals';

/**
 * From this many matches of a search up, the page is found by walking the event in list order and
 * keeping the matching attendees (25 are met early); below it, the matches are listed from the tokens
 * and sorted, which costs in proportion to their number (at 100,000 attendees: "ros", 15,000
 * matches, 2 ms walking against 30 ms sorting on SQLite; "pell", 1,400, 400 ms walking — the
 * Pellegrinis are all near the end — against 3 ms sorting).
 */
const DENSE_MATCHES = 3000;
/** Whole seconds: MySQL's DATETIME rounds fractions, which could put a timestamp in the future. */
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/** An attendee as its writes read it: the row (written over by an update) and the whole record with its tags. */
interface LockedAttendee {
  attendee: Attendee;
  full: FullAttendee;
}

/**
 * Attendees of one event with the caller's row scope (a COMPANY user: its own company's, other
 * records answer 404) and field scope (hidden fields are not sent; fields it cannot write are
 * ignored; its required fields are enforced). Every write records the actions history in its
 * transaction.
 */
@Injectable()
export class AttendeesService {
  /** DENSE_MATCHES; tests lower it to check that both ways find the same page. */
  denseMatches = DENSE_MATCHES;
  private readonly rows: AttendeeListReader;
  private readonly writes: RecordWrites<Attendee, LockedAttendee>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    history: HistoryService,
    private readonly signals: Signals,
  ) {
    this.rows = new AttendeeListReader(db);
    this.writes = new RecordWrites(db, history, {
      scope: ATTENDEE_SCOPE,
      subject: 'attendee',
      dto: async (tx, attendee) => ({ attendee, full: await this.full(tx, attendee) }),
      values: ({ full }) => historyValues(full),
      lock: (tx, ctx, action, id) => this.lockWithTags(tx, ctx, action, id),
    });
  }

  async list(access: AttendeeAccess, list: ListQuery) {
    // A search by one word over the whole event is counted first, on the tokens alone: the count
    // then chooses how to find the page (see attendeeListWhere), and a search that matches nothing
    // needs no page at all.
    const word = this.soleWord(list, access);
    const counted =
      word === null ? null : await this.rows.countMatches(tokenCount(word, this.searchFields(list), access.eventId, isMysql(this.db)));
    if (counted === 0) return { rows: [], total: 0 };
    const where = attendeeListWhere(list, access, { walk: counted !== null && counted >= this.denseMatches });
    // The whole event's total is kept by the writers (attendee-totals.ts): read with the page.
    const whole = counted === null && list.filters.length === 0 && isUnrestricted(access.ability, 'read', 'Attendee');
    const { rows, kept } = await this.rows.page(where, attendeeListOrder(list), list.offset, list.limit, access, whole);
    const total = counted ?? (await this.total(where, list, access, rows.length, whole, kept));
    return { rows, total };
  }

  /** The word of a list filtered by one search word and nothing else, by a caller who sees the whole event; null otherwise. */
  private soleWord(list: ListQuery, access: AttendeeAccess): string | null {
    const [only] = list.filters;
    if (list.filters.length !== 1 || only?.name !== 'q') return null;
    const words = queryWords(only.value);
    if (words.length !== 1 || !words[0] || !isUnrestricted(access.ability, 'read', 'Attendee')) return null;
    return words[0];
  }

  /** The caller's visible search fields, which `q` searches. */
  private searchFields(list: ListQuery): readonly string[] {
    const def = list.filters[0]?.def;
    return def?.kind === 'search' ? def.columns : [];
  }

  /**
   * The number of attendees the list's filters match: a page that is not full tells it; the whole
   * event's is kept by the writers (`kept`, read with the page when it had rows); otherwise a COUNT(*).
   */
  private async total(
    where: SqlCondition,
    list: ListQuery,
    access: AttendeeAccess,
    found: number,
    whole: boolean,
    kept: number | null | undefined,
  ): Promise<number> {
    if (found > 0 && found < list.limit) return list.offset + found;
    if (found === 0 && list.offset === 0) return 0;
    if (!whole) return this.rows.count(where);
    return kept ?? (await this.rows.keptTotal(access.eventId)) ?? (await attendeeTotal(this.db, access.eventId));
  }

  async findOne(access: AttendeeAccess, id: number): Promise<AttendeeDto> {
    return scoped(await this.full(this.db.manager, await requireRecord(this.db.manager, access, 'read', ATTENDEE_SCOPE, id)), access);
  }

  /** The create form: the defaults a new record gets, and the caller's fields with their flags. */
  createForm(access: AttendeeAccess): AttendeeCreateFormDto {
    const defaults = this.defaults(access);
    const visible = Object.fromEntries(Object.entries(defaults).filter(([field]) => access.visible.has(field)));
    return { defaults: { ...visible, ...(access.tags && { tag_ids: [] }) }, fields: access.fields };
  }

  private defaults(access: AttendeeAccess): Partial<AttendeeInput> {
    return {
      event_company_id: access.ownCompanyId,
      registration_date: now().toISOString(),
      pending: false,
      badge_delivered: false,
      has_disability: false,
      payment_status: 'UNPAID',
      app_lang: access.eventLanguage,
    };
  }

  /**
   * Validates the writable fields of `body` over the defaults, with the caller's required fields.
   * A COMPANY user's attendee is always of its company: a blank company becomes its own.
   */
  async create(access: AttendeeAccess, payload: unknown): Promise<AttendeeDto> {
    const body = bodyObject(payload, access.lang);
    const errors = new FieldErrorBag(access.lang);
    const raw = writableFields(body, access, errors);
    if (access.ownCompanyId !== null && access.writable.has('event_company_id') && isBlank(raw.event_company_id))
      raw.event_company_id = access.ownCompanyId;
    const defaults = this.defaults(access);
    const writableDefaults = Object.fromEntries(Object.entries(defaults).filter(([field]) => access.writable.has(field)));
    const input = { ...writableDefaults, ...raw };
    const parsed = errors.take(validate(attendeeSchemaFor(access.required), input, access.lang));
    const tagIds = sentTagIds(body, access, errors);
    errors.throwIfAny();

    // Fields the caller cannot write keep the server's defaults (or the column's).
    const written = Object.entries(parsed ?? {}).filter(([field, value]) => access.writable.has(field) && value !== undefined);
    const values: Partial<AttendeeInput> = { ...defaults, ...Object.fromEntries(written) };
    if (access.ownCompanyId !== null) values.event_company_id = access.ownCompanyId;
    await this.checkReferences(values, tagIds, access, body.event_company_id, errors);
    await this.checkSignInEmail(this.db.manager, values.email, undefined, access, errors);
    if (!access.ability.can('create', subject('Attendee', { event_company_id: values.event_company_id ?? null }))) {
      errors.add('event_company_id', 'company_not_allowed');
    }
    errors.throwIfAny();

    const id = await this.writes.create(access, async (tx) => {
      if (values.event_company_id) await this.checkQuota(tx, values.event_company_id, access);
      const insertedId = await this.insert(tx, { ...toColumns(values), eventId: access.eventId, uuid: randomUUID() });
      if (tagIds?.length) await tx.getRepository(AttendeeTag).insert(tagIds.map((tagId) => ({ attendeeId: insertedId, tagId })));
      await reindexAttendees(tx, [insertedId]);
      await this.signals.send(tx, HOLDERS_RESCOPED, { eventId: access.eventId, table: 'attendees', ids: [insertedId] });
      await adjustAttendeeTotal(tx, access.eventId, 1);
      return insertedId;
    });
    return this.findOne(access, id);
  }

  /**
   * A PUT carries the whole record as react-admin sends it, or only some fields (`{pending: true}`):
   * the fields sent are checked, and the record as it would be after the write (stored values
   * overlaid with the body) must hold every field the caller's form requires. The row is read once,
   * locked, inside the transaction, so the history's "before" is what the write replaced.
   */
  async update(access: AttendeeAccess, id: number, payload: unknown): Promise<AttendeeDto> {
    // The record first (locked by the writes): one out of the caller's scope is a 404, whatever the body says.
    const { full } = await this.writes.update(access, id, async (tx, { attendee, full: before }) => {
      const body = bodyObject(payload, access.lang);
      const errors = new FieldErrorBag(access.lang);
      const raw = writableFields(body, access, errors);
      const parsed = errors.take(validate(attendeePatchSchemaFor(access.required), raw, access.lang)) ?? {};
      const tagIds = sentTagIds(body, access, errors);
      errors.throwIfAny();
      const stored = toInput(attendee);
      const merged: Partial<AttendeeInput> = { ...stored, ...parsed };
      for (const field of access.required) {
        if ((ATTENDEE_SCHEMA_FIELDS as readonly string[]).includes(field) && isBlank(merged[field as keyof AttendeeInput])) {
          errors.add(field, 'required');
        }
      }
      const changed = Object.fromEntries(Object.entries(parsed).filter(([field, value]) => stored[field as keyof AttendeeInput] !== value));
      await this.checkReferences(changed, tagIds, access, body.event_company_id, errors, tx);
      await this.checkSignInEmail(tx, changed.email as string | null | undefined, id, access, errors);
      // With orders, the payment status follows them (issue 11): staff cannot set it by hand.
      // (The orders table by name: the orders domain sits above this one.)
      const hasOrders = async () =>
        !!(await tx.createQueryBuilder().select('1', 'one').from('orders', 'o').where('o.attendee_id = :id', { id }).limit(1).getRawOne());
      if (changed.payment_status !== undefined && (await hasOrders())) {
        errors.add('payment_status', 'payment_status_from_orders');
      }
      if (!access.ability.can('update', subject('Attendee', { event_company_id: merged.event_company_id ?? null }))) {
        errors.add('event_company_id', 'company_not_allowed');
      }
      errors.throwIfAny();

      if (changed.event_company_id) await this.checkQuota(tx, changed.event_company_id as number, access);
      const columns = toColumns(changed);
      if (changed.badge_delivered !== undefined) columns.badgeDeliveredAt = changed.badge_delivered ? now() : null;
      const tagsChange = tagIds !== undefined && JSON.stringify(tagIds) !== JSON.stringify(before.tag_ids);
      if (Object.keys(columns).length || tagsChange) columns.updatedAt = now();
      if (Object.keys(columns).length) await tx.getRepository(Attendee).update(id, columns);
      // The record after the write, from the locked row and what was written: no second read.
      const written = Object.assign(attendee, columns);
      if (touchesSearch(Object.keys(changed))) await replaceSearchTokens(tx, written);
      if (changed.event_company_id !== undefined) await this.signals.send(tx, HOLDERS_MOVED, { table: 'attendees', ids: [id] });
      if (changed.event_attendee_category_id !== undefined) {
        await this.signals.send(tx, HOLDERS_RESCOPED, { eventId: access.eventId, table: 'attendees', ids: [id] });
        written.documentationStatus = (await tx
          .getRepository(Attendee)
          .findOne({ select: { id: true, documentationStatus: true }, where: { id } }))!.documentationStatus;
      }
      if (tagsChange) await this.replaceTags(tx, id, tagIds);
      return { attendee: written, full: toFullRecord(written, tagsChange ? tagIds : before.tag_ids) };
    });
    return scoped(full, access);
  }

  async remove(access: AttendeeAccess, id: number): Promise<AttendeeDto> {
    const { full } = await this.writes.remove(access, id, {
      check: (tx) => this.signals.send(tx, HOLDER_DELETED, { eventId: access.eventId, holderType: 'ATTENDEE', holderId: id }),
      then: (tx) => adjustAttendeeTotal(tx, access.eventId, -1),
    });
    return scoped(full, access);
  }

  /**
   * The attendee the caller may update or delete, locked for the transaction (MySQL), with its tag ids
   * read in the same statement; 404 as requireRecord says.
   */
  private async lockWithTags(tx: EntityManager, ctx: EventContext, action: 'update' | 'delete', id: number): Promise<LockedAttendee> {
    const qb = tx
      .getRepository(Attendee)
      .createQueryBuilder('attendee')
      .addSelect('(SELECT GROUP_CONCAT(t.tag_id) FROM attendee_tags t WHERE t.attendee_id = attendee.id)', 'tag_list')
      .where('attendee.id = :id AND attendee.eventId = :eventId', { id, eventId: ctx.eventId });
    const { entities, raw } = await forUpdate(qb, this.db).getRawAndEntities<{ tag_list: string | null }>();
    const attendee = entities[0];
    if (!attendee) throw notFound();
    requireAccess(ctx, action, ATTENDEE_SCOPE, attendee);
    const list = raw[0]?.tag_list ? String(raw[0].tag_list) : '';
    // MySQL cuts GROUP_CONCAT at group_concat_max_len (1,024 bytes by default): a list that long is read again whole.
    if (list.length >= GROUP_CONCAT_SAFE) return { attendee, full: toFullRecord(attendee, (await this.tagIdsOf(tx, [id])).get(id) ?? []) };
    const tagIds = list
      ? list
          .split(',')
          .map(Number)
          .sort((a, b) => a - b)
      : [];
    return { attendee, full: toFullRecord(attendee, tagIds) };
  }

  private async full(tx: EntityManager, attendee: Attendee): Promise<FullAttendee> {
    const tags = await this.tagIdsOf(tx, [attendee.id]);
    return toFullRecord(attendee, tags.get(attendee.id) ?? []);
  }

  private async tagIdsOf(tx: EntityManager, ids: number[]): Promise<Map<number, number[]>> {
    const map = new Map<number, number[]>();
    if (!ids.length) return map;
    const rows = await tx.getRepository(AttendeeTag).find({ where: { attendeeId: In(ids) }, order: { tagId: 'ASC' } });
    for (const row of rows) map.set(row.attendeeId, [...(map.get(row.attendeeId) ?? []), row.tagId]);
    return map;
  }

  /** Category, company and tags must be the event's; a COMPANY user can only name its own company. */
  private async checkReferences(
    values: Partial<AttendeeInput>,
    tagIds: number[] | undefined,
    access: AttendeeAccess,
    sentCompany: unknown,
    errors: FieldErrorBag,
    tx: EntityManager = this.db.manager,
  ) {
    const { eventId } = access;
    const categoryId = values.event_attendee_category_id;
    if (categoryId && !(await tx.getRepository(AttendeeCategory).existsBy({ id: categoryId, eventId }))) {
      errors.add('event_attendee_category_id', 'attendee_category_not_in_event');
    }
    const companyId = values.event_company_id;
    if (access.ownCompanyId !== null && !isBlank(sentCompany) && Number(sentCompany) !== access.ownCompanyId) {
      errors.add('event_company_id', 'company_not_allowed');
    } else if (companyId && !(await tx.getRepository(EventCompany).existsBy({ id: companyId, eventId }))) {
      errors.add('event_company_id', 'company_not_in_event');
    }
    if (tagIds?.length && (await tx.getRepository(Tag).countBy({ id: In(tagIds), eventId })) !== tagIds.length) {
      errors.add('tag_ids', 'tag_not_in_event');
    }
  }

  /**
   * The e-mail an attendee signs in with is theirs alone in the event (issue 12): staff are told who has
   * it already; a COMPANY user only that it is taken (another company's attendee stays unnamed).
   */
  private async checkSignInEmail(
    tx: EntityManager,
    email: string | null | undefined,
    exceptId: number | undefined,
    access: AttendeeAccess,
    errors: FieldErrorBag,
  ): Promise<void> {
    if (!email) return;
    const holder = await signInEmailHolder(tx, access.eventId, email, exceptId);
    if (!holder) return;
    const visible = access.ownCompanyId === null || holder.event_company_id === access.ownCompanyId;
    if (!visible) return errors.add('email', 'attendee_email_taken');
    const name = [holder.last_name, holder.first_name].filter(Boolean).join(' ') || `#${holder.id}`;
    errors.add('email', 'email_taken_by', { name, id: holder.id });
  }

  /** A company's attendee quota, checked with the company row locked (MySQL) so two creates cannot both take the last place. */
  private async checkQuota(tx: EntityManager, companyId: number, access: AttendeeAccess): Promise<void> {
    const qb = tx.getRepository(EventCompany).createQueryBuilder('company').where('company.id = :companyId', { companyId });
    if (['mysql', 'mariadb'].includes(this.db.options.type)) qb.setLock('pessimistic_write');
    const company = await qb.getOne();
    if (company?.attendeeQuota === null || company?.attendeeQuota === undefined) return;
    const count = await tx.getRepository(Attendee).countBy({ eventId: access.eventId, eventCompanyId: companyId });
    if (count >= company.attendeeQuota) {
      throw invalid({ event_company_id: ['company_full'] });
    }
  }

  /** Inserts with a fresh attendee code, drawing again on the (unlikely) clash with the event's unique index. */
  private async insert(tx: EntityManager, values: Partial<Attendee>): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await tx.getRepository(Attendee).insert({ ...values, attendeeCode: newAttendeeCode() });
        return result.identifiers[0]!.id as number;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= 5) throw error;
      }
    }
  }

  private async replaceTags(tx: EntityManager, attendeeId: number, tagIds: number[]): Promise<void> {
    await tx.getRepository(AttendeeTag).delete({ attendeeId });
    if (tagIds.length) await tx.getRepository(AttendeeTag).insert(tagIds.map((tagId) => ({ attendeeId, tagId })));
  }
}
