import { defineSignal, Signals } from './signals';
import type { EntityManager } from 'typeorm';

describe('Signals', () => {
  const tx = {} as EntityManager;
  const SAID = defineSignal<{ n: number }>('test.said');
  const OTHER = defineSignal<{ n: number }>('test.other');

  it('runs the listeners of a signal in turn, with the transaction and payload, and no others', async () => {
    const signals = new Signals();
    const heard: string[] = [];
    signals.on(SAID, async (t, { n }) => void heard.push(`a${n}${t === tx}`));
    signals.on(SAID, async (_t, { n }) => void heard.push(`b${n}`));
    signals.on(OTHER, async () => void heard.push('other'));
    await signals.send(tx, SAID, { n: 1 });
    expect(heard).toEqual(['a1true', 'b1']);
  });

  it('passes a listener’s refusal to the sender (the write aborts)', async () => {
    const signals = new Signals();
    signals.on(SAID, async () => {
      throw new Error('refused');
    });
    await expect(signals.send(tx, SAID, { n: 1 })).rejects.toThrow('refused');
  });

  it('tells nobody when nobody listens', async () => {
    await expect(new Signals().send(tx, SAID, { n: 1 })).resolves.toBeUndefined();
  });
});
