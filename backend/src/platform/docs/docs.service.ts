import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { buildOpenApiDocument, routeCoverage, type OpenApiBuild } from './openapi-document';
import { servedRoutes } from './served-routes';

const VERSION: string = require('../../../package.json').version;

/**
 * The API's OpenAPI document, built from the route table of shared/ and the routes Nest serves at
 * its first request (converting the schemas takes 0.2–0.5 s: not at every start of a test app). At
 * start only the routes are compared: a route without a row, or a row without a route, is logged (and
 * fails the docs test, test/docs.e2e-spec.ts); the application still starts.
 */
@Injectable()
export class DocsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Docs');
  private build: OpenApiBuild | undefined;
  private json: string | undefined;

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const { uncovered, stale } = routeCoverage(servedRoutes(this.discovery));
    if (uncovered.length) this.logger.warn(`Routes missing from the route table (shared/src/<context>/routes.ts): ${uncovered.join(', ')}`);
    if (stale.length) this.logger.warn(`Rows of the route table that no route serves: ${stale.join(', ')}`);
  }

  openApi(): OpenApiBuild {
    this.build ??= buildOpenApiDocument(servedRoutes(this.discovery), { version: VERSION });
    return this.build;
  }

  /** The document as sent: serialised once. */
  documentJson(): string {
    this.json ??= JSON.stringify(this.openApi().document);
    return this.json;
  }
}
