import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from '../products/product.entity';
import { Order } from './order.entity';

/** One product of an order, with the price, VAT rate and name it had when ordered. */
@Entity('order_lines')
@Index(['orderId'])
@Index(['productId'])
export class OrderLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, (order) => order.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Order;

  @Column({ type: 'int' })
  productId: number;

  /** A product that appears in orders cannot be deleted (deactivate it instead). */
  @ManyToOne(() => Product, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'product_id' })
  product: Product;

  @Column({ type: 'varchar', length: 255 })
  productName: string;

  @Column({ type: 'int' })
  quantity: number;

  @Column({ type: 'int' })
  unitPriceCents: number;

  @Column({ type: 'int' })
  vatRate: number;

  @Column({ type: 'int' })
  netCents: number;

  @Column({ type: 'int' })
  vatCents: number;

  @Column({ type: 'int' })
  grossCents: number;
}
