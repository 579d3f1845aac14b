import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_LANGUAGE,
  EVENT_OPTION_KEYS,
  fieldScope,
  isLanguage,
  membershipIn,
  parseUiConfigOption,
  resolveUiConfig,
  type AppAbility,
  type Language,
  type Role,
  type UiConfigOption,
  type UiField,
} from '@eventdesk/shared';
import type { Request } from 'express';
import { DataSource, In } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { notFound } from '../common/errors';
import { requestLanguage } from '../common/language';
import { EventOption } from '../events/event-option.entity';
import { Event } from '../events/event.entity';
import { actorOf } from '../history/actor';
import type { Actor } from '../history/history.service';

/**
 * What one caller may do with the attendees of one event: the row scope (its CASL ability) and the
 * field scope (its role's UI configuration, docs/ui-config.md). Built once per request.
 */
export interface AttendeeAccess {
  eventId: number;
  role: Role;
  ability: AppAbility;
  actor: Actor;
  lang: Language;
  /** The event's DEFAULT_LANGUAGE, the default app_lang of new attendees. */
  eventLanguage: Language;
  /** The resolved form: all 47 fields with their flags and aliases. */
  fields: UiField[];
  visible: ReadonlySet<string>;
  writable: ReadonlySet<string>;
  required: readonly string[];
  /** Whether tag_ids are sent and written: only to roles that may read the event's tags. */
  tags: boolean;
  /** A COMPANY user's own company: its attendees are that company's, always. */
  ownCompanyId: number | null;
}

// Parsing and checking a UI_CONFIG costs more than the query that loads it: keep the latest few.
const parsedConfigs = new Map<string, UiConfigOption | null>();

function parseConfig(json: string): UiConfigOption | null {
  let parsed = parsedConfigs.get(json);
  if (parsed === undefined) {
    const result = parseUiConfigOption(json);
    parsed = result.ok ? result.value : null;
    if (parsedConfigs.size >= 50) parsedConfigs.clear();
    parsedConfigs.set(json, parsed);
  }
  return parsed;
}

@Injectable()
export class AttendeeAccessService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async of(eventId: number, req: Request): Promise<AttendeeAccess> {
    const user = req.authUser as AuthUser;
    const membership = membershipIn(user, eventId);
    const [options, exists] = await Promise.all([
      this.db.getRepository(EventOption).findBy({ eventId, key: In([EVENT_OPTION_KEYS.UI_CONFIG, EVENT_OPTION_KEYS.DEFAULT_LANGUAGE]) }),
      // Members reach only events that exist; a superadmin may name any id.
      membership ? true : this.db.getRepository(Event).existsBy({ id: eventId }),
    ]);
    if (!exists) throw notFound();
    const option = (key: string) => options.find((o) => o.key === key)?.value;
    const uiConfig = option(EVENT_OPTION_KEYS.UI_CONFIG);
    // A superadmin without a role in the event gets ADMIN's configuration, as GET …/ui-config says.
    const role = membership?.role ?? 'ADMIN';
    const config = resolveUiConfig(uiConfig ? parseConfig(uiConfig) : null, role);
    const scope = fieldScope(config);
    const language = option(EVENT_OPTION_KEYS.DEFAULT_LANGUAGE);
    const ability = req.ability!;
    return {
      eventId,
      role,
      ability,
      actor: actorOf(req),
      lang: requestLanguage(req),
      eventLanguage: isLanguage(language) ? language : DEFAULT_LANGUAGE,
      fields: config.attendee_fields,
      visible: new Set(scope.visible),
      writable: new Set(scope.writable),
      required: scope.required,
      tags: ability.can('read', 'Tag'),
      ownCompanyId: membership?.role === 'COMPANY' ? membership.event_company_id : null,
    };
  }
}
