import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { buildOpenApiDocument, type OpenApiBuild } from './openapi-document';
import { servedRoutes } from './served-routes';

const VERSION: string = require('../../package.json').version;

/**
 * The API's OpenAPI document, built once from the route table of shared/ and the routes Nest
 * serves, after every module is loaded. A route without a row is logged at boot (and fails the docs
 * test, test/docs.e2e-spec.ts); the application still starts.
 */
@Injectable()
export class DocsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Docs');
  private build: OpenApiBuild | undefined;
  private json: string | undefined;

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const { uncovered, stale } = this.openApi();
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
