import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@eventdesk/shared';
import { randomBytes } from 'node:crypto';
import { DataSource, IsNull, MoreThan, type EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { HttpRequest } from '../../platform/common/http';
import { CryptoService } from '../../platform/common/crypto.service';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { writeTransaction } from '../../platform/database/write-transaction';
import { EventCompany } from '../../platform/events/event-company.entity';
import { Event } from '../../platform/events/event.entity';
import { COMPANY_INVITATION_MAIL } from '../../platform/mail/mail-templates';
import { MailService } from '../../platform/mail/mail.service';
import { UserEventRole } from '../../platform/users/user-event-role.entity';
import { User } from '../../platform/users/user.entity';
import { CompanyInvitation } from './company-invitation.entity';

export const INVITATION_DAYS = 7;

/** The path the mailed link opens (GET: the page; POST: acceptance). */
export const invitationPath = (token: string) => `/api/company-invitations/${token}`;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isInvitationPath = (path: string) => path.startsWith('/api/company-invitations/') && TOKEN.test(path.slice(25));

/**
 * Whether an invitation may make this account a company user (issue 26 item 3): not a superadmin, no
 * staff role in any event, no authenticator (a company user signs in with an e-mailed code alone).
 */
export function mayBecomeCompanyUser(user: User, roles: UserEventRole[]): boolean {
  return user.isActive && !user.isSuperadmin && !user.twoFactorConfirmedAt && roles.every((r) => r.role === 'COMPANY');
}

export type InvitationView = { language: Language; event: string; company: string; email: string };
export type AcceptResult = { outcome: 'accepted' | 'invalid' | 'refused'; language: Language; company?: string; event?: string };

/**
 * Invitations of existing accounts to sign in for a company: the account is left as it is, its holder
 * gets a link, and only accepting there attaches the COMPANY role.
 */
@Injectable()
export class CompanyInvitationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly crypto: CryptoService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores an invitation (in the caller's transaction); its token when the account may accept it, else null (nothing is mailed). */
  async create(tx: EntityManager, user: User, roles: UserEventRole[], company: EventCompany, language: Language) {
    const token = randomBytes(32).toString('base64url');
    const invitation = await tx.getRepository(CompanyInvitation).save({
      userId: user.id,
      eventId: company.eventId,
      eventCompanyId: company.id,
      tokenHash: this.crypto.hash(token),
      language,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
      acceptedAt: null,
    });
    return { id: invitation.id, token: mayBecomeCompanyUser(user, roles) ? token : null };
  }

  async send(email: string, eventName: string, companyName: string, language: Language, token: string): Promise<void> {
    const url = `${this.config.appUrl}${invitationPath(token)}`;
    await this.mail.send({ to: email, ...COMPANY_INVITATION_MAIL[language](eventName, companyName, url, INVITATION_DAYS) });
  }

  /** What the acceptance page shows, or null for a token that is unknown, used or expired. */
  async view(token: string): Promise<InvitationView | null> {
    const invitation = await this.pending(this.db.manager, token);
    if (!invitation) return null;
    const [event, company, user] = await Promise.all([
      this.db.getRepository(Event).findOneByOrFail({ id: invitation.eventId }),
      this.db.getRepository(EventCompany).findOneByOrFail({ id: invitation.eventCompanyId }),
      this.db.getRepository(User).findOneByOrFail({ id: invitation.userId }),
    ]);
    return { language: invitation.language, event: event.name, company: company.name, email: user.email };
  }

  /** The holder accepts: the role is attached if the account still may become a company user. */
  async accept(req: HttpRequest, token: string, fallback: Language): Promise<AcceptResult> {
    const result = await writeTransaction(this.db, async (tx): Promise<AcceptResult & { userId?: number; inv?: CompanyInvitation }> => {
      const inv = await this.pending(tx, token);
      if (!inv) return { outcome: 'invalid', language: fallback };
      const user = await tx.getRepository(User).findOneByOrFail({ id: inv.userId });
      const roles = await tx.getRepository(UserEventRole).findBy({ userId: user.id });
      const names = {
        event: (await tx.getRepository(Event).findOneByOrFail({ id: inv.eventId })).name,
        company: (await tx.getRepository(EventCompany).findOneByOrFail({ id: inv.eventCompanyId })).name,
      };
      if (!mayBecomeCompanyUser(user, roles) || roles.some((r) => r.eventId === inv.eventId))
        return { outcome: 'refused', language: inv.language, ...names };
      const used = await tx.getRepository(CompanyInvitation).update({ id: inv.id, acceptedAt: IsNull() }, { acceptedAt: new Date() });
      if (used.affected !== 1) return { outcome: 'invalid', language: inv.language };
      await tx
        .getRepository(UserEventRole)
        .insert({ userId: user.id, eventId: inv.eventId, role: 'COMPANY', eventCompanyId: inv.eventCompanyId });
      return { outcome: 'accepted', language: inv.language, ...names, userId: user.id, inv };
    });
    if (result.outcome === 'accepted') {
      const { inv, userId } = result;
      await this.audit.record(req, {
        action: 'roles_changed',
        userId: userId!,
        email: null,
        target: { type: 'user', id: userId! },
        details: { event_id: inv!.eventId, role: 'COMPANY', event_company_id: inv!.eventCompanyId, invitation: 'accepted' },
      });
    }
    return { outcome: result.outcome, language: result.language, event: result.event, company: result.company };
  }

  private pending(manager: EntityManager, token: string): Promise<CompanyInvitation | null> {
    if (!TOKEN.test(token)) return Promise.resolve(null);
    return manager
      .getRepository(CompanyInvitation)
      .findOneBy({ tokenHash: this.crypto.hash(token), acceptedAt: IsNull(), expiresAt: MoreThan(new Date()) });
  }
}
