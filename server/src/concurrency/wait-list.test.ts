import { describe, expect, it } from 'vitest';
import { WaitList } from './wait-list.js';

describe('WaitList', () => {
  it('wakes every parked caller at once, and only those parked before the wake', async () => {
    const list = new WaitList();
    const woken: number[] = [];
    const first = list.wait().then(() => woken.push(1));
    const second = list.wait().then(() => woken.push(2));
    expect(list.size).toBe(2);
    list.wakeAll();
    const late = list.wait().then(() => woken.push(3));
    await Promise.all([first, second]);
    expect(woken).toEqual([1, 2]);
    expect(list.size).toBe(1);
    list.wakeAll();
    await late;
    expect(woken).toEqual([1, 2, 3]);
  });

  it('wakes one caller at a time in arrival order', async () => {
    const list = new WaitList();
    const woken: string[] = [];
    const a = list.wait().then(() => woken.push('a'));
    void list.wait().then(() => woken.push('b'));
    expect(list.wakeOne()).toBe(true);
    await a;
    expect(woken).toEqual(['a']);
    expect(list.size).toBe(1);
    expect(list.wakeOne()).toBe(true);
    expect(list.wakeOne()).toBe(false);
  });
});
