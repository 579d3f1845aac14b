import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource, In, type EntityManager } from 'typeorm';
import { venueMoment } from '@eventdesk/shared';
import { newAttendeeCode } from '../registration/attendees/attendee-code';
import { AttendeeCategory } from '../registration/attendees/attendee-category.entity';
import { Attendee } from '../registration/attendees/attendee.entity';
import { hashPassword } from '../platform/common/passwords';
import type { AppConfig } from '../platform/config/config';
import { APP_CONFIG } from '../platform/config/config.module';
import { EventCategory } from '../platform/events/event-category.entity';
import { EventCompany } from '../platform/events/event-company.entity';
import { EventOption } from '../platform/events/event-option.entity';
import { Event } from '../platform/events/event.entity';
import { EventPaymentSettings } from '../commerce/payments/event-payment-settings.entity';
import { ProductCategory } from '../commerce/products/product-category.entity';
import { Product } from '../commerce/products/product.entity';
import { UserEventRole } from '../platform/users/user-event-role.entity';
import { User } from '../platform/users/user.entity';
import {
  DEMO_ATTENDEE_CATEGORIES,
  DEMO_ATTENDEE_EMAIL,
  DEMO_ATTENDEES,
  DEMO_COMPANIES,
  DEMO_INDIVIDUAL_COMPANY,
  DEMO_EVENT,
  DEMO_PAYMENT_SETTINGS,
  DEMO_EVENT_CATEGORIES,
  DEMO_PASSWORD,
  DEMO_PRODUCT_CATEGORIES,
  DEMO_PRODUCTS,
  DEMO_ROOMS,
  DEMO_SESSIONS,
  DEMO_USERS,
  DEMO_ZONES,
} from './demo-data';
import { ZoneDefault } from '../accreditation/zones/zone-default.entity';
import { Zone } from '../accreditation/zones/zone.entity';
import { Room } from '../programme/rooms/room.entity';
import { ProgrammeSession } from '../programme/sessions/session.entity';
import { reindexAttendees } from '../registration/attendees/search-tokens';
import { adjustAttendeeTotal } from '../registration/attendees/attendee-totals';
import { refreshDocumentation } from '../accreditation/documentation/documentation-status';
import { writeTransaction } from '../platform/database/write-transaction';

export interface Login {
  label: string;
  email: string;
  password: string;
}

/** The attendee site of the demo event, for the start-up banner. */
export interface DemoAttendeeSite {
  token: string;
  email: string;
}

@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** First superadmin on an empty database, then the demo event when DEMO_DATA is on and there is no event. */
  async seedIfEmpty(): Promise<{ logins: Login[]; attendeeSite: DemoAttendeeSite | null; noUser: boolean }> {
    const logins: Login[] = [];
    const superadmin = this.config.superadmin;
    const noUser = (await this.db.getRepository(User).count()) === 0;
    if (noUser && superadmin) {
      await this.createSuperadmin(superadmin);
      // The operator's own password is never written to a production log.
      logins.push({
        label: 'superadmin',
        email: superadmin.email,
        password: this.config.production ? '(ADMIN_PASSWORD)' : superadmin.password,
      });
    }
    if (this.config.demoData && (await this.db.getRepository(Event).count()) === 0) await this.seedDemo();
    if (this.config.demoData) logins.push(...(await this.demoLogins()));
    return {
      logins,
      attendeeSite: this.config.demoData ? await this.demoAttendeeSite() : null,
      noUser: noUser && !superadmin,
    };
  }

  async createSuperadmin(superadmin: { email: string; password: string }): Promise<void> {
    await this.db.getRepository(User).insert({
      name: 'Superadmin',
      email: superadmin.email.toLowerCase(),
      password: await hashPassword(superadmin.password),
      isSuperadmin: true,
    });
    this.logger.log(`Created the superadmin ${superadmin.email}`);
  }

  async seedDemo(): Promise<void> {
    const password = await hashPassword(DEMO_PASSWORD);
    await writeTransaction(this.db, async (tx) => {
      const categories = await tx.getRepository(EventCategory).save(DEMO_EVENT_CATEGORIES.map((name) => ({ name })));
      const { options, category, ...fields } = DEMO_EVENT;
      const event = await tx.getRepository(Event).save({
        ...fields,
        eventCategoryId: categories.find((c) => c.name === category)?.id ?? null,
        token: randomBytes(24).toString('base64url'),
      });
      await tx.getRepository(EventOption).insert(options.map((o) => ({ ...o, eventId: event.id })));
      const companies = await tx.getRepository(EventCompany).save(DEMO_COMPANIES.map((name) => ({ name, eventId: event.id })));
      for (const demo of DEMO_USERS) {
        const existing = await tx.getRepository(User).findOneBy({ email: demo.email });
        const user = existing ?? (await tx.getRepository(User).save({ name: demo.name, email: demo.email, password }));
        await tx.getRepository(UserEventRole).insert({
          userId: user.id,
          eventId: event.id,
          role: demo.role,
          eventCompanyId: demo.company === undefined ? null : companies[demo.company].id,
        });
      }

      const attendeeCategories = await tx
        .getRepository(AttendeeCategory)
        .save(DEMO_ATTENDEE_CATEGORIES.map((name) => ({ name, eventId: event.id })));
      const categoryId = (name: string) => attendeeCategories.find((c) => c.name === name)!.id;
      const registered = new Date();
      // Attendee code and uuid as the attendees service sets them (a fresh database: no code clash to retry).
      const inserted = await tx.getRepository(Attendee).insert(
        DEMO_ATTENDEES.map((a) => ({
          eventId: event.id,
          uuid: randomUUID(),
          attendeeCode: newAttendeeCode(),
          firstName: a.firstName,
          lastName: a.lastName,
          email: a.email,
          fiscalCode: a.fiscalCode,
          gender: a.gender,
          dateOfBirth: a.dateOfBirth,
          country: 'IT',
          eventAttendeeCategoryId: categoryId(a.category),
          eventCompanyId: a.company === undefined ? null : companies[a.company].id,
          companyName: a.company === undefined || a.company === DEMO_INDIVIDUAL_COMPANY ? null : DEMO_COMPANIES[a.company],
          jobTitle: a.jobTitle ?? null,
          employer: a.employer ?? null,
          phone: a.phone ?? null,
          foodRestriction: a.foodRestriction ?? null,
          registrationDate: registered,
          appLang: 'it' as const,
        })),
      );
      await reindexAttendees(
        tx,
        inserted.identifiers.map((row) => row.id as number),
      );
      await adjustAttendeeTotal(tx, event.id, inserted.identifiers.length);
      await refreshDocumentation(tx, event.id, 'attendees');

      const productCategories = await tx
        .getRepository(ProductCategory)
        .save(DEMO_PRODUCT_CATEGORIES.map((c) => ({ ...c, eventId: event.id })));
      await tx.getRepository(Product).save(
        DEMO_PRODUCTS.map(({ category, attendeeCategories: allowed, ...p }) => ({
          ...p,
          eventId: event.id,
          categoryId: productCategories[category].id,
          currency: 'EUR' as const,
          attendeeCategoryIds: allowed === null ? null : allowed.map(categoryId),
          active: true,
        })),
      );
      await tx.getRepository(EventPaymentSettings).save({ eventId: event.id, ...DEMO_PAYMENT_SETTINGS });
      for (const { categories: names, vehicleTypes, ...zone } of DEMO_ZONES) {
        const saved = await tx.getRepository(Zone).save({ ...zone, eventId: event.id, windows: '[]', antiPassback: true, active: true });
        await tx.getRepository(ZoneDefault).insert([
          ...names.map((name) => ({ eventId: event.id, zoneId: saved.id, attendeeCategoryId: categoryId(name), vehicleType: null })),
          ...vehicleTypes.map((vehicleType) => ({ eventId: event.id, zoneId: saved.id, attendeeCategoryId: null, vehicleType })),
        ]);
      }
      const attendeeIds = new Map(DEMO_ATTENDEES.map((a, i) => [a.email, inserted.identifiers[i]!.id as number]));
      await this.seedProgramme(tx, event.id, attendeeIds, categoryId);
    });
    this.logger.log(`Seeded the demo event "${DEMO_EVENT.name}"`);
  }

  /** The rooms (each with its door, a zone) and the sessions of the demo programme, times on the venue's clock. */
  private async seedProgramme(tx: EntityManager, eventId: number, attendeeIds: Map<string, number>, categoryId: (name: string) => number) {
    const rooms: Room[] = [];
    for (const { code, ...room } of DEMO_ROOMS) {
      const door = { nameIt: room.nameIt, nameEn: room.nameEn, code, capacity: room.capacity, windows: '[]', antiPassback: false };
      const zone = await tx.getRepository(Zone).save({ ...door, eventId, active: true });
      rooms.push(await tx.getRepository(Room).save({ ...room, notes: null, zoneId: zone.id, eventId }));
    }
    const at = (day: string, time: string) => new Date(venueMoment(day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))));
    await tx.getRepository(ProgrammeSession).insert(
      DEMO_SESSIONS.map((s) => ({
        eventId,
        titleIt: s.titleIt,
        titleEn: s.titleEn,
        descriptionIt: null,
        descriptionEn: null,
        type: s.type,
        roomId: s.room === null ? null : rooms[s.room]!.id,
        startAt: at(s.day, s.from),
        endAt: at(s.day, s.to),
        people: JSON.stringify(
          (s.people ?? []).map((p) => ({ role: p.role, attendee_id: p.email ? attendeeIds.get(p.email)! : null, name: p.name ?? null })),
        ),
        tags: JSON.stringify(s.tags ?? []),
        attendeeCategoryIds: JSON.stringify((s.categories ?? []).map(categoryId).sort((a, b) => a - b)),
        registration: s.registration ?? 'REQUIRED',
        capacity: s.capacity ?? null,
        published: true,
      })),
    );
  }

  /** The demo event's token, when the demo attendee is still registered to it. */
  private async demoAttendeeSite(): Promise<DemoAttendeeSite | null> {
    const event = await this.db.getRepository(Event).findOneBy({ name: DEMO_EVENT.name });
    if (!event?.token) return null;
    const attendee = await this.db.getRepository(Attendee).findOneBy({ eventId: event.id, email: DEMO_ATTENDEE_EMAIL });
    return attendee ? { token: event.token, email: DEMO_ATTENDEE_EMAIL } : null;
  }

  private async demoLogins(): Promise<Login[]> {
    const present = await this.db.getRepository(User).findBy({ email: In(DEMO_USERS.map((u) => u.email)) });
    return DEMO_USERS.filter((u) => present.some((p) => p.email === u.email)).map((u) => ({
      label: u.role.toLowerCase(),
      email: u.email,
      password: DEMO_PASSWORD,
    }));
  }
}
