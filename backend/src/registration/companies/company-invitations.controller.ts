import { Controller, Get, Header, Param, Post, Req, Res } from '@nestjs/common';
import type { Language } from '@eventdesk/shared';
import type { HttpReply, HttpRequest } from '../../platform/common/http';
import { requestLanguage } from '../../platform/common/language';
import { Public } from '../../platform/common/policy.decorator';
import { type AcceptResult, CompanyInvitationsService, invitationPath } from './company-invitations.service';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXT = {
  it: {
    title: 'Invito',
    invited: (company: string, event: string, email: string) =>
      `Ti hanno invitato a registrare partecipanti e veicoli di <b>${company}</b> per <b>${event}</b> con il tuo account (${email}). Nulla cambia finché non accetti.`,
    accept: 'Accetta l’invito',
    invalid: 'Questo invito non è valido: è scaduto, è già stato usato o il link è incompleto.',
    accepted: (company: string) => `Fatto: ora puoi accedere per <b>${company}</b>.`,
    refused:
      'Questo account non può diventare un utente aziendale (è un account del personale o ha già un ruolo nell’evento): rivolgiti a chi ti ha invitato.',
    signIn: 'Vai all’accesso',
  },
  en: {
    title: 'Invitation',
    invited: (company: string, event: string, email: string) =>
      `You have been invited to register the attendees and vehicles of <b>${company}</b> for <b>${event}</b> with your account (${email}). Nothing changes until you accept.`,
    accept: 'Accept the invitation',
    invalid: 'This invitation is not valid: it has expired, it has been used or the link is incomplete.',
    accepted: (company: string) => `Done: you may now sign in for <b>${company}</b>.`,
    refused:
      'This account cannot become a company user (it is a staff account or already has a role in the event): ask whoever invited you.',
    signIn: 'Go to sign-in',
  },
} satisfies Record<Language, unknown>;

const page = (lang: Language, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Eventdesk — ${TEXT[lang].title}</title></head><body><main><h1>Eventdesk</h1>${body}</main></body></html>`;

/**
 * The page an invited account's holder opens from the mail (issue 26 item 3). Plain HTML from the API:
 * the GET only shows the invitation (mail scanners follow links), the form's POST accepts it. The POST is
 * authenticated by the token in its path, not by a session, so it is exempt from the CSRF header (app.factory).
 */
@Controller('api/company-invitations')
export class CompanyInvitationsController {
  constructor(private readonly invitations: CompanyInvitationsService) {}

  @Public()
  @Get(':token')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async show(@Param('token') token: string, @Req() req: HttpRequest, @Res({ passthrough: true }) res: HttpReply): Promise<string> {
    const view = await this.invitations.view(token);
    if (!view) {
      const lang = requestLanguage(req);
      res.status(404);
      return page(lang, `<p>${TEXT[lang].invalid}</p>`);
    }
    const t = TEXT[view.language];
    return page(
      view.language,
      `<p>${t.invited(esc(view.company), esc(view.event), esc(view.email))}</p>` +
        `<form method="post" action="${invitationPath(token)}"><button type="submit">${t.accept}</button></form>`,
    );
  }

  @Public()
  @Post(':token')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async accept(@Param('token') token: string, @Req() req: HttpRequest, @Res({ passthrough: true }) res: HttpReply): Promise<string> {
    const result: AcceptResult = await this.invitations.accept(req, token, requestLanguage(req));
    const t = TEXT[result.language];
    if (result.outcome === 'invalid') {
      res.status(404);
      return page(result.language, `<p>${t.invalid}</p>`);
    }
    if (result.outcome === 'refused') {
      res.status(409);
      return page(result.language, `<p>${t.refused}</p>`);
    }
    res.status(200);
    return page(result.language, `<p>${t.accepted(esc(result.company!))}</p><p><a href="/">${t.signIn}</a></p>`);
  }
}
