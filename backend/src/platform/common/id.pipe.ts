import { Injectable, type PipeTransform } from '@nestjs/common';
import { notFound } from './errors';

/** A numeric route id; anything else cannot name a record, so it is a 404 like a missing one. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value)) throw notFound();
    const id = Number(value);
    if (id < 1 || id > 2_147_483_647) throw notFound();
    return id;
  }
}
