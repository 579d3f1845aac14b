import { Global, Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * A signal: something a context tells in the transaction that makes it, for the later contexts to act on
 * in the same transaction (docs/architecture.md, "Bounded contexts"). The context that sends a signal
 * declares it; a context that may import the sender listens. So registration tells that attendees were
 * written and accreditation recomputes their papers, gate notes the change for offline devices, and
 * neither registration nor accreditation imports the gate. A listener that throws aborts the write.
 */
export interface Signal<T> {
  readonly name: string;
  /** Only carries the payload's type. */
  readonly payload?: T;
}

export const defineSignal = <T>(name: string): Signal<T> => ({ name });

export type SignalListener<T> = (tx: EntityManager, payload: T) => Promise<void>;

@Injectable()
export class Signals {
  private readonly listeners = new Map<Signal<unknown>, SignalListener<never>[]>();

  /** Listens to `signal` for the app's life (call it from a provider's constructor or onModuleInit). */
  on<T>(signal: Signal<T>, listener: SignalListener<T>): void {
    this.listeners.set(signal, [...(this.listeners.get(signal) ?? []), listener as SignalListener<never>]);
  }

  /** Tells `signal` in `tx`: every listener runs in turn, in the order they listened. */
  async send<T>(tx: EntityManager, signal: Signal<T>, payload: T): Promise<void> {
    for (const listener of this.listeners.get(signal) ?? []) await (listener as SignalListener<T>)(tx, payload);
  }
}

/** Gives every module the app's one `Signals`. */
@Global()
@Module({ providers: [Signals], exports: [Signals] })
export class SignalsModule {}
