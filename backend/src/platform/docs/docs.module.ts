import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DocsController } from './docs.controller';
import { DocsService } from './docs.service';

/** The API's OpenAPI document and its page (`/api/docs-json`, `/api/docs`). */
@Module({
  imports: [DiscoveryModule],
  controllers: [DocsController],
  providers: [DocsService],
  exports: [DocsService],
})
export class DocsModule {}
