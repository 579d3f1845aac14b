import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../common/policy.decorator';
import { DOCS_PAGE, DOCS_SCRIPT } from './docs-page';
import { DocsService } from './docs.service';

/**
 * The API's description (docs/decisions.md, "OpenAPI"): public and read-only — the document holds the
 * routes, their schemas and access rules, never a configuration value, a host name or data.
 */
@Controller('api')
export class DocsController {
  constructor(private readonly docs: DocsService) {}

  /** The OpenAPI 3.1 document. */
  @Public()
  @Get('docs-json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  document(): string {
    return this.docs.documentJson();
  }

  /** A page that lists the operations of the document (self-served: no CDN, within the CSP). */
  @Public()
  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  page(): string {
    return DOCS_PAGE;
  }

  @Public()
  @Get('docs/docs.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  script(): string {
    return DOCS_SCRIPT;
  }
}
