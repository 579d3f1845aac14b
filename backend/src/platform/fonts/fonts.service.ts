import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FONT_FORMATS, type FontDto, type FontFormat, type FontInput } from '@eventdesk/shared';
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Repository } from 'typeorm';
import { notFound } from '../common/errors';
import { removeUpload, storeUpload } from '../common/files';
import { findPage, type ListQuery, type ListSpec } from '../common/ra-query';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { Font } from './font.entity';
import { writeWith } from '../database/write-transaction';

export const FONT_LIST: ListSpec = {
  resource: 'fonts',
  sortable: { id: 'font.id', name: 'font.name', family: 'font.family', created_at: 'font.createdAt' },
  filters: { q: { kind: 'search', columns: ['font.name', 'font.family'] }, id: { kind: 'eq', column: 'font.id', type: 'number' } },
  defaultSort: ['name', 'ASC'],
  tiebreaker: 'font.id',
};

const formatOf = (mime: string): FontFormat => (mime === FONT_FORMATS.otf ? 'otf' : 'ttf');

export function toFontDto(font: Font): FontDto {
  return {
    id: font.id,
    name: font.name,
    family: font.family,
    style: font.style,
    weight: font.weight,
    format: formatOf(font.mime),
    mime: font.mime,
    size: font.size,
    file_url: `/api/fonts/${font.id}/file`,
    created_at: font.createdAt.toISOString(),
    updated_at: font.updatedAt.toISOString(),
  };
}

export interface FontFile {
  path: string;
  mime: string;
  size: number;
  /** Derived from the stored name, so it changes with the file (each upload gets a new random name) without revealing it. */
  etag: string;
  fileName: string;
}

/** Uploaded fonts (global, superadmin only); files under DATA_DIR/uploads/fonts with random names. */
@Injectable()
export class FontsService {
  constructor(
    @InjectRepository(Font) private readonly fonts: Repository<Font>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(list: ListQuery) {
    const { rows, total } = await findPage(this.fonts.createQueryBuilder('font'), list);
    return { rows: rows.map(toFontDto), total };
  }

  async findOne(id: number): Promise<FontDto> {
    return toFontDto(await this.load(id));
  }

  async create(input: FontInput, data: Buffer, format: FontFormat): Promise<FontDto> {
    const filePath = await storeUpload(this.config.dataDir, 'fonts', data, format);
    try {
      const font = await writeWith(this.fonts, (fonts) =>
        fonts.save(
          fonts.create({
            name: input.name,
            family: input.family ?? input.name,
            style: input.style,
            weight: input.weight,
            filePath,
            mime: FONT_FORMATS[format],
            size: data.length,
          }),
        ),
      );
      return toFontDto(font);
    } catch (error) {
      // No file without its row.
      await removeUpload(this.config.dataDir, filePath);
      throw error;
    }
  }

  /** Descriptive fields only; the file of a font is never replaced (upload a new font instead). */
  async update(id: number, input: FontInput): Promise<FontDto> {
    const font = await this.load(id);
    Object.assign(font, { name: input.name, family: input.family ?? input.name, style: input.style, weight: input.weight });
    return toFontDto(await writeWith(this.fonts, (fonts) => fonts.save(font)));
  }

  async remove(id: number): Promise<FontDto> {
    const font = await this.load(id);
    await writeWith(this.fonts, (fonts) => fonts.delete(id));
    await removeUpload(this.config.dataDir, font.filePath);
    return toFontDto(font);
  }

  /** Where the font's bytes are; 404 when the row or its file is gone. */
  async file(id: number): Promise<FontFile> {
    const font = await this.load(id);
    const root = normalize(join(this.config.dataDir, 'uploads'));
    const path = normalize(join(root, font.filePath));
    if (!path.startsWith(root + sep)) throw notFound();
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw notFound();
    const format = formatOf(font.mime);
    const base = font.name.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'font';
    return {
      path,
      mime: FONT_FORMATS[format],
      size: info.size,
      etag: `"${createHash('sha256').update(font.filePath).digest('base64url').slice(0, 27)}"`,
      fileName: `${base}.${format}`,
    };
  }

  private async load(id: number): Promise<Font> {
    const font = await this.fonts.findOneBy({ id });
    if (!font) throw notFound();
    return font;
  }
}
