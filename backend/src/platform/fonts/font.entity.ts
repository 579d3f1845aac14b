import type { FontStyle } from '@eventdesk/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../database/columns';

/** An uploaded TrueType/OpenType font for the document templates (badges, certificates). Global, superadmin only. */
@Entity('fonts')
@Index(['name'])
export class Font {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 255 })
  family: string;

  @Column({ type: 'varchar', length: 16, default: 'normal' })
  style: FontStyle;

  @Column({ type: 'int', default: 400 })
  weight: number;

  /** Path relative to DATA_DIR/uploads (`fonts/<random>.ttf`); never sent to clients. */
  @Column({ type: 'varchar', length: 255 })
  filePath: string;

  @Column({ type: 'varchar', length: 32 })
  mime: string;

  @Column({ type: 'int' })
  size: number;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
