import { crc32 } from 'node:zlib';
import type { JobDto } from '@eventdesk/shared';
import type { ApiClient } from '../support/api-client';

/** A CSV with `;`, a BOM and CRLF lines, as a spreadsheet saves it. */
export function csv(rows: (string | number)[][], delimiter = ';', bom = true): Buffer {
  const text = rows
    .map((r) => r.map((c) => (/[;,"\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(delimiter))
    .join('\r\n');
  return Buffer.from((bom ? '\ufeff' : '') + text + '\r\n', 'utf8');
}

/** A ZIP of stored (uncompressed) entries, written by hand: the tests need odd ones. */
export function zip(entries: { name: string; data: Buffer }[], declaredSize?: (i: number, real: number) => number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  entries.forEach(({ name, data }, i) => {
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declaredSize ? declaredSize(i, data.length) : data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  });
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

export async function waitForJob(client: ApiClient, eventId: number, jobId: number, until = ['done', 'failed']): Promise<JobDto> {
  for (let i = 0; i < 600; i++) {
    const res = await client.get(`/api/events/${eventId}/jobs/${jobId}`);
    if (res.status !== 200) throw new Error(`job: ${res.status} ${JSON.stringify(res.body)}`);
    if (until.includes(res.body.status)) return res.body as JobDto;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job did not end');
}
