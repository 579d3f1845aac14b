import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  attendeePatchSchemaFor,
  ATTENDEE_SCHEMA_FIELDS,
  checkoutSchema,
  consentsSchemaFor,
  EVENT_OPTION_KEYS,
  isLanguage,
  LANGUAGES,
  t,
  validate,
  type FieldErrors,
  type Language,
  type MessageKey,
  type MyAreaAttendeeResponseDto,
  type MyAreaCatalogueDto,
  type MyAreaCheckoutResultDto,
  type MyAreaEventDto,
  type MyAreaOrderDto,
  type MyAreaProductDto,
  type OrderDetailDto,
} from '@eventdesk/shared';
import { DataSource, In } from 'typeorm';
import { Attendee } from '../registration/attendees/attendee.entity';
import { signInEmailHolder } from '../registration/attendees/sign-in-email';
import { notFound, ValidationException } from '../platform/common/errors';
import { EventOption } from '../platform/events/event-option.entity';
import { Event } from '../platform/events/event.entity';
import { recordHistory, type Changes } from '../platform/history/history.service';
import { CheckoutService, productProblem } from '../commerce/orders/checkout.service';
import { OrdersService } from '../commerce/orders/orders.service';
import { PaymentSettingsService } from '../commerce/payments/payment-settings.service';
import { ProductCategory } from '../commerce/products/product-category.entity';
import { Product } from '../commerce/products/product.entity';
import { AttendeeSignInService } from '../registration/attendee-sign-in/attendee-sign-in.service';
import { attendeeScope, fieldValue, propertyOf, toMyAreaAttendee, type AttendeeScope } from './attendee-fields';
import { reindexAttendees } from '../registration/attendees/search-tokens';
import { touchesSearch } from '../platform/common/search-words';
import { forUpdate, writeTransaction } from '../platform/database/write-transaction';
import { ConsentsService } from '../registration/terms/consents.service';
import { acceptedLanguage } from '../platform/common/language';
import type { HttpRequest } from '../platform/common/http';

/** Event tokens are 32 base64url characters (events.service.ts); anything else names no event. */
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const same = (a: unknown, b: unknown) => (isBlank(a) && isBlank(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The attendee site's data (issue 6, SPEC §7): the event's public face, the attendee's own record
 * within their field scope, the catalogue with the checkout's own availability rules, and their orders
 * in a shape that leaves out what is staff's (history, refund notes, payment-provider ids).
 */
@Injectable()
export class MyAreaService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly orders: OrdersService,
    private readonly checkouts: CheckoutService,
    private readonly paymentSettings: PaymentSettingsService,
    private readonly signIn: AttendeeSignInService,
    private readonly consents: ConsentsService,
  ) {}

  /** The event a my-area link names; 404 for an unknown token. */
  async eventByToken(token: unknown): Promise<Event> {
    if (typeof token !== 'string' || !TOKEN.test(token)) throw notFound();
    const event = await this.db.getRepository(Event).findOneBy({ token });
    if (!event) throw notFound();
    return event;
  }

  /**
   * What the login page shows to anyone holding the link: name, dates, place, image, languages, and the
   * event's active terms in the page's language (Accept-Language, else the event's default, else Italian).
   */
  async publicEvent(token: string, req: HttpRequest): Promise<MyAreaEventDto> {
    const event = await this.eventByToken(token);
    const language = await this.db.getRepository(EventOption).findOneBy({ eventId: event.id, key: EVENT_OPTION_KEYS.DEFAULT_LANGUAGE });
    const defaultLanguage = isLanguage(language?.value) ? language.value : null;
    const terms = await this.consents.activeTerms(event.id, acceptedLanguage(req, LANGUAGES) ?? defaultLanguage ?? 'it');
    return {
      id: event.id,
      name: event.name,
      start_at: event.startAt,
      end_at: event.endAt,
      address: event.address || null,
      city: event.city || null,
      country: event.country || null,
      image_background_url: event.imageBackground ? `/uploads/${event.imageBackground}` : null,
      default_language: defaultLanguage,
      languages: [...LANGUAGES],
      terms: terms.map(({ version: _v, ...term }) => term),
    };
  }

  async scope(eventId: number): Promise<AttendeeScope> {
    const option = await this.db.getRepository(EventOption).findOneBy({ eventId, key: EVENT_OPTION_KEYS.UI_CONFIG });
    return attendeeScope(option?.value);
  }

  async me(attendee: Attendee): Promise<MyAreaAttendeeResponseDto> {
    const scope = await this.scope(attendee.eventId);
    return { attendee: toMyAreaAttendee(attendee, scope, await this.consents.accepted(attendee.id)), fields: scope.fields };
  }

  /**
   * The attendee changes their own record: only the fields their scope makes writable are taken (the
   * others, sent back by the form or not, are ignored), checked with the shared schema; the record as
   * it would be after the write must hold every required field. `accepted_terms`, when sent, is the whole
   * list of the event's active terms the attendee accepts (every required one). Recorded in the actions
   * history with the attendee as its actor (no staff user), consents in the same entry and transaction.
   */
  async update(attendee: Attendee, payload: unknown, lang: Language): Promise<MyAreaAttendeeResponseDto> {
    if (payload !== undefined && payload !== null && (typeof payload !== 'object' || Array.isArray(payload))) {
      throw new ValidationException({ _: [t(lang, 'invalid_type')] });
    }
    const body = (payload ?? {}) as Record<string, unknown>;
    const scope = await this.scope(attendee.eventId);
    const raw: Record<string, unknown> = {};
    for (const field of ATTENDEE_SCHEMA_FIELDS) if (scope.writable.has(field) && Object.hasOwn(body, field)) raw[field] = body[field];

    const result = validate(attendeePatchSchemaFor(scope.required), raw, lang);
    const errors: FieldErrors = result.ok ? {} : { ...result.errors };
    let accepted: number[] | undefined;
    if (Object.hasOwn(body, 'accepted_terms')) {
      const checked = validate(
        consentsSchemaFor(await this.consents.consentTerms(attendee.eventId, lang)),
        { accepted_terms: body.accepted_terms },
        lang,
      );
      if (checked.ok) accepted = checked.data.accepted_terms;
      else Object.assign(errors, checked.errors);
    }
    const parsed = (result.ok ? result.data : {}) as Record<string, unknown>;
    for (const field of scope.required) {
      // Sent: the schema checked it. Not sent: the stored value must do.
      if (errors[field] || Object.hasOwn(raw, field)) continue;
      if (isBlank(fieldValue(attendee, field))) errors[field] = [t(lang, 'required')];
    }
    if (Object.keys(errors).length) throw new ValidationException(errors);

    const written: Record<string, unknown> = {};
    let emailChange: string | null = null;
    for (const [field, value] of Object.entries(parsed)) {
      if (value === undefined) continue; // "not given" for the columns with a default (app_lang)
      if (same(fieldValue(attendee, field), value)) continue;
      // The sign-in e-mail changes only once the new address confirms it (issue 12): a code goes there.
      if (field === 'email' && typeof value === 'string') {
        emailChange = value;
        continue;
      }
      written[field] = value;
    }
    // Checked (free in the event) and mailed before anything is written, so a refusal writes nothing. An address
    // another attendee signs in with gets the same answer as a free one but no code (issue 26 item 12: no
    // oracle), so it can never be confirmed; an earlier change still waiting is dropped, as a new request does.
    if (emailChange) {
      if (await signInEmailHolder(this.db.manager, attendee.eventId, emailChange, attendee.id))
        await writeTransaction(this.db, (tx) => tx.getRepository(Attendee).update({ id: attendee.id }, { pendingEmail: null }));
      else await this.signIn.requestEmailChange(attendee, emailChange);
    }
    if (Object.keys(written).length || accepted) await this.write(attendee, written, accepted);
    const fresh = await this.db.getRepository(Attendee).findOneByOrFail({ id: attendee.id });
    return {
      attendee: toMyAreaAttendee(fresh, scope, await this.consents.accepted(attendee.id)),
      fields: scope.fields,
      ...(emailChange && { pending_email: emailChange }),
    };
  }

  /**
   * Writes the attendee's own changes and consents with their history entry in one transaction, the attendee
   * as its actor: the "before" is the row locked there, so an edit made meanwhile by staff is not misreported.
   */
  private async write(attendee: Attendee, values: Record<string, unknown>, accepted?: number[]): Promise<void> {
    await writeTransaction(this.db, async (tx) => {
      const qb = tx.getRepository(Attendee).createQueryBuilder('a').where('a.id = :id AND a.eventId = :eventId', attendee);
      const locked = await forUpdate(qb, this.db).getOne();
      if (!locked) throw notFound();
      const changes: Changes = {};
      const columns: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(values)) {
        const before = fieldValue(locked, field);
        if (same(before, value)) continue;
        changes[field] = [before, value];
        columns[propertyOf(field)] = value;
      }
      if (Object.keys(columns).length) await tx.getRepository(Attendee).update({ id: locked.id }, columns);
      if (touchesSearch(Object.keys(changes))) await reindexAttendees(tx, [locked.id]);
      if (accepted) {
        const [before, after] = await this.consents.apply(tx, locked.id, locked.eventId, accepted);
        if (!same(before, after)) changes.accepted_terms = [before, after];
      }
      if (!Object.keys(changes).length) return;
      await recordHistory(tx, {
        eventId: locked.eventId,
        subjectType: 'attendee',
        subjectId: locked.id,
        action: 'update',
        actor: { attendeeId: locked.id },
        changes,
      });
    });
  }

  /** The code sent to the new address confirms the e-mail change. */
  async confirmEmail(attendee: Attendee, payload: unknown, lang: Language): Promise<MyAreaAttendeeResponseDto> {
    const code = typeof payload === 'object' && payload !== null ? String((payload as { code?: unknown }).code ?? '').trim() : '';
    if (!/^\d{6}$/.test(code)) throw new ValidationException({ code: [t(lang, 'invalid_code')] });
    await this.signIn.confirmEmailChange(attendee, code, lang);
    return this.me(await this.db.getRepository(Attendee).findOneByOrFail({ id: attendee.id }));
  }

  /**
   * The event's active products, each with whether the attendee may buy it now and why not (the
   * checkout's rules: sale window, attendee category, stock, their maximum counting their orders that
   * are not cancelled); their orders; the payment methods on offer.
   */
  async catalogue(attendee: Attendee, lang: Language): Promise<MyAreaCatalogueDto> {
    const eventId = attendee.eventId;
    const [products, categories, orders] = await Promise.all([
      this.db.getRepository(Product).find({ where: { eventId, active: true }, order: { id: 'ASC' } }),
      this.db.getRepository(ProductCategory).find({ where: { eventId } }),
      this.orders.listForAttendee(eventId, attendee.id),
    ]);
    const owned = new Map<number, number>();
    for (const order of orders) {
      if (order.status === 'CANCELLED') continue;
      for (const line of order.lines) owned.set(line.product_id, (owned.get(line.product_id) ?? 0) + line.quantity);
    }
    const categoryOf = new Map(categories.map((c) => [c.id, c]));
    const rank = (p: Product) => {
      const c = p.categoryId === null ? undefined : categoryOf.get(p.categoryId);
      // Categories by position (then id), uncategorised products last.
      return c ? [0, c.position, c.id, p.id] : [1, 0, 0, p.id];
    };
    const sorted = [...products].sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      return ra.map((v, i) => v - rb[i]).find((d) => d !== 0) ?? 0;
    });
    const now = new Date();

    const toProduct = (p: Product): MyAreaProductDto => {
      const remaining = p.stock === null ? null : Math.max(0, p.stock - p.sold);
      let reason: MessageKey | null = productProblem(p, attendee, now);
      if (!reason && remaining === 0) reason = 'out_of_stock';
      if (!reason && p.maxPerAttendee !== null && (owned.get(p.id) ?? 0) >= p.maxPerAttendee) reason = 'product_max_per_attendee';
      const category = p.categoryId === null ? undefined : categoryOf.get(p.categoryId);
      return {
        id: p.id,
        category: category ? { id: category.id, name: (lang === 'en' && category.nameEn) || category.nameIt } : null,
        name: (lang === 'en' && p.nameEn) || p.nameIt,
        description: (lang === 'en' && p.descriptionEn) || p.descriptionIt || null,
        price_cents: p.priceCents,
        currency: p.currency,
        vat_rate: p.vatRate,
        available: reason === null,
        unavailable_reason: reason,
        remaining,
        max_per_attendee: p.maxPerAttendee,
      };
    };

    return {
      products: sorted.map(toProduct),
      orders: await this.toOrders(attendee, orders, lang),
      payment_methods: await this.paymentSettings.offered(attendee.eventId),
    };
  }

  /** Cart → order through CheckoutService.checkout (its 422/409/503 as they are); the body is checked in the request's language first. */
  async checkout(attendee: Attendee, payload: unknown, lang: Language): Promise<MyAreaCheckoutResultDto> {
    const input = validate(checkoutSchema, payload ?? {}, lang);
    if (!input.ok) throw new ValidationException(input.errors);
    const result = await this.checkouts.checkout(attendee.eventId, attendee.id, input.data.lines, input.data.payment_method);
    const [order] = await this.toOrders(attendee, [result.order], lang);
    return { order: order!, redirect_url: result.redirect_url };
  }

  /** One of the attendee's own orders; another attendee's, or none, is 404. */
  async order(attendee: Attendee, id: number, lang: Language): Promise<MyAreaOrderDto> {
    const order = await this.orders.findOne(attendee.eventId, id);
    if (order.attendee_id !== attendee.id) throw notFound();
    const [dto] = await this.toOrders(attendee, [order], lang);
    return dto!;
  }

  /** The attendee's view of orders: line names in their language where the product has one. */
  /** The attendee's orders as my-area shows them; one still to pay carries how (bank details and reference, or the desk's text). */
  private async toOrders(attendee: Attendee, orders: OrderDetailDto[], lang: Language): Promise<MyAreaOrderDto[]> {
    const ids = [...new Set(orders.flatMap((o) => o.lines.map((l) => l.product_id)))];
    const toPay = orders.filter((o) => o.status !== 'CANCELLED' && o.payment_status !== 'PAID');
    const settings = toPay.length ? await this.paymentSettings.settings(attendee.eventId) : null;
    const event = toPay.some((o) => o.payment_method === 'BANK_TRANSFER')
      ? await this.db.getRepository(Event).findOneByOrFail({ id: attendee.eventId })
      : null;
    const instructions = (o: OrderDetailDto) => ({
      bank_transfer:
        settings && event && toPay.includes(o) && o.payment_method === 'BANK_TRANSFER'
          ? this.paymentSettings.bankTransfer(settings, o, event, attendee)
          : null,
      desk_text: settings && toPay.includes(o) && o.payment_method === 'ON_SITE' ? this.paymentSettings.deskText(settings, lang) : null,
    });
    const english =
      lang === 'en' && ids.length
        ? new Map((await this.db.getRepository(Product).findBy({ id: In(ids) })).map((p) => [p.id, p.nameEn]))
        : new Map<number, string | null>();
    return orders.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      payment_status: o.payment_status,
      payment_method: o.payment_method,
      gross_cents: o.total_gross_cents,
      currency: o.currency,
      created_at: o.created_at,
      lines: o.lines.map((l) => ({
        product_id: l.product_id,
        name: english.get(l.product_id) || l.product_name,
        quantity: l.quantity,
        unit_price_cents: l.unit_price_cents,
      })),
      ...instructions(o),
    }));
  }
}
